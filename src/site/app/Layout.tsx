import { Suspense, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { useSite } from "../render-context/site-context.tsx";
import classes from "./Layout.module.css";

/** `retryKey`: a new value tries the page again after a failure (`npm run dev`: the site data was saved again). */
export function Layout({ children, retryKey }: { children: ReactNode; retryKey?: unknown }) {
  const { labels } = useSite();
  const { pathname } = useLocation();
  return (
    <>
      <a className={classes.skipLink} href="#main-content">
        {labels.skipToContent}
      </a>
      <SiteHeader />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        {/* Keyed by address: after a failure, going to another page starts afresh. */}
        <ErrorBoundary key={pathname} retryKey={retryKey}>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
