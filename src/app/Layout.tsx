import { Outlet } from "react-router-dom";
import { SiteHeader } from "./SiteHeader.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { ScrollToTop } from "./ScrollToTop.tsx";
import { useSite } from "./site-context.tsx";
import classes from "./Layout.module.css";

export function Layout() {
  const { labels } = useSite();
  return (
    <>
      <a className={classes.skipLink} href="#main-content">
        {labels.skipToContent}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTop />
    </>
  );
}
