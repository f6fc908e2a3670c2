import { Suspense, type ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { ErrorBoundary } from "./ErrorBoundary.tsx";
import { SiteHeader } from "./SiteHeader.tsx";
import { SiteFooter } from "./SiteFooter.tsx";
import { useSite } from "./site-context.tsx";
import classes from "./Layout.module.css";

export function Layout({ children }: { children: ReactNode }) {
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
        <ErrorBoundary key={pathname}>
          <Suspense fallback={null}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </>
  );
}
