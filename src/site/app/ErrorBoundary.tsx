import { Component, type ReactNode } from "react";
import { SiteDataProblemError } from "../../core/content/site-data-problem.ts";
import { ErrorScreen } from "./ErrorScreen.tsx";
import { SiteDataProblemNotice } from "./SiteDataProblemNotice.tsx";
import { useSite } from "../render-context/site-context.tsx";

interface Props {
  children: ReactNode;
  /** A new value tries the page again after a failure (`npm run dev`: the site data was saved again). */
  retryKey?: unknown;
}

/** Shown instead of the page when loading or rendering it fails unexpectedly; the navigation stays usable. */
export class ErrorBoundary extends Component<Props, { error: unknown }> {
  state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error("Unknown error") };
  }

  componentDidCatch(error: unknown) {
    // A site-data problem is on the page, in the words an editor needs; anything else is a bug to look into.
    if (!(error instanceof SiteDataProblemError)) console.error(error);
  }

  componentDidUpdate(previous: Props) {
    if (this.state.error && previous.retryKey !== this.props.retryKey) this.setState({ error: null });
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return error instanceof SiteDataProblemError ? (
      <SiteDataProblemNotice problem={error.problem} />
    ) : (
      <SiteErrorScreen />
    );
  }
}

function SiteErrorScreen() {
  return <ErrorScreen labels={useSite().labels} />;
}
