import { Component, type ReactNode } from "react";
import { ErrorScreen } from "./ErrorScreen.tsx";
import { site } from "./site.ts";

/** Shown instead of the page when loading or rendering it fails unexpectedly; the navigation stays usable. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? <ErrorScreen labels={site.labels} /> : this.props.children;
  }
}
