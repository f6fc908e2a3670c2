import { Alert } from "@mantine/core";
import { useEditorSelector } from "../state/editor-store.ts";
import { words } from "../words.ts";

/** While the editor's server does not answer: what happened, what to check, and that nothing typed is lost. */
export function ConnectionBanner() {
  const reachable = useEditorSelector((state) => state.reachable);
  if (reachable) return null;
  return (
    <Alert color="red" title={words.serverGoneTitle} role="alert" mb="md">
      {words.serverGone}
    </Alert>
  );
}
