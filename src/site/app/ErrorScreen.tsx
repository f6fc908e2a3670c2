import type { Labels } from "../../core/generated/site-data.ts";
import classes from "./ErrorScreen.module.css";

/**
 * The screen for a failure of the site itself. Plain elements only: it may render outside MantineProvider and the
 * site context, so its words come in as props.
 */
export function ErrorScreen({ labels }: { labels: Labels }) {
  return (
    <div role="alert" className={classes.screen}>
      <h1 className={classes.title}>{labels.unexpectedError}</h1>
      <p className={classes.message}>{labels.unexpectedErrorMessage}</p>
      <button type="button" className={classes.button} onClick={() => window.location.reload()}>
        {labels.reloadPage}
      </button>
    </div>
  );
}
