import { Alert } from "@mantine/core";
import { signedInEditor } from "../api.ts";
import { useEditorSelector } from "../state/editor-store.ts";
import { words } from "../words.ts";

/**
 * While the server does not answer: what happened, and that nothing typed is lost. On /admin, in words for the people
 * who use it, who cannot start the server and need not: the editor asks it again by itself (editor-checks.ts, `lost`),
 * and Publish and Schedule wait until it answers. Under `npm run edit`, the developer is told to start it again.
 */
export function ConnectionBanner() {
  const reachable = useEditorSelector((state) => state.reachable);
  if (reachable) return null;
  return (
    <Alert color="red" title={signedInEditor ? words.connectionLostTitle : words.serverGoneTitle} role="alert" mb="md">
      {signedInEditor ? words.connectionLost : words.serverGone}
    </Alert>
  );
}
