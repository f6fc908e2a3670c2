import type { SiteDataProblem } from "../../core/content/site-data-problem.ts";
import classes from "./ErrorScreen.module.css";

/**
 * `npm run dev` only: what an open page shows while site data is broken, instead of the visitors' error screen. Words
 * for the people editing the site, not site copy: visitors never meet it (a broken site is never built).
 */
export function SiteDataProblemNotice({ problem }: { problem: SiteDataProblem }) {
  const others = problem.count - 1;
  return (
    <div role="alert" className={classes.screen}>
      <h1 className={classes.title}>Site data has a problem: see the message</h1>
      <p className={classes.message}>
        <code>{problem.location}</code> {problem.message}
        {others > 0 ? ` (and ${others} more)` : ""}. This page comes back by itself once the file is fixed and saved.
      </p>
    </div>
  );
}
