import { useEffect } from "react";
import { useRouteError } from "react-router-dom";
import { ErrorScreen } from "./ErrorScreen.tsx";
import { site } from "./site.ts";

/** Shown instead of the page when rendering or loading fails unexpectedly. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return <ErrorScreen labels={site.labels} />;
}
