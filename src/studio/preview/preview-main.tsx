import "@mantine/core/styles.layer.css";
import { useEffect, useState } from "react";
import { createRoot } from "react-dom/client";
import { PreviewDocument } from "./PreviewDocument.tsx";
import type { FromPreview, PreviewParts, ToPreview } from "./preview-protocol.ts";
import { shareEqual } from "./share-equal.ts";

const toEditor = (message: FromPreview) => window.parent.postMessage(message, window.location.origin);
const select = (index: number) => toEditor({ kind: "select", index });
const parts = (found: PreviewParts) => toEditor({ kind: "parts", parts: found });

/** The preview frame: renders what the editor sends, and tells it which block was clicked. */
function PreviewFrame() {
  const [message, setMessage] = useState<ToPreview | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent<ToPreview>) => {
      if (event.origin !== window.location.origin || event.data?.kind !== "render") return;
      // Each answer is a new copy: what did not change keeps its objects, so only the blocks that changed are drawn.
      setMessage((previous) => ({ ...event.data, preview: shareEqual(previous?.preview, event.data.preview) }));
    };
    window.addEventListener("message", onMessage);
    toEditor({ kind: "ready" });
    return () => window.removeEventListener("message", onMessage);
  }, []);
  return message && <PreviewDocument message={message} onSelect={select} onParts={parts} />;
}

createRoot(document.getElementById("root")!).render(<PreviewFrame />);
