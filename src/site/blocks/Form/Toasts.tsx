import { Notifications } from "@mantine/notifications";
import { useEffect, useState, useSyncExternalStore } from "react";
import toastStyles from "./toast-styles.css?url";

/**
 * Where forms' toasts appear: at most three at a time, each for four seconds, on the right (docs/decisions.md#d13):
 * at the bottom, or under the header when the form's Send button is low on the screen (toast-position.ts).
 * Every form renders <Toasts />; only the first form mounted on the page shows the host, so pages without a form
 * never load toast code or styles.
 */
const mounted: symbol[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => void listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function useIsFirstForm(): boolean {
  const [self] = useState(() => Symbol("form"));
  useEffect(() => {
    mounted.push(self);
    notify();
    return () => {
      mounted.splice(mounted.indexOf(self), 1);
      notify();
    };
  }, [self]);
  return useSyncExternalStore(
    subscribe,
    () => mounted[0] === self,
    () => false,
  );
}

export function Toasts() {
  if (!useIsFirstForm()) return null;
  return (
    <>
      {toastStyles && <link rel="stylesheet" href={toastStyles} precedence="default" />}
      <Notifications position="bottom-right" limit={3} autoClose={4000} className="site-toasts" />
    </>
  );
}
