import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { previewPage, type FromPreview, type PreviewParts, type ToPreview } from "../../preview/preview-protocol.ts";

interface PreviewFrameProps {
  title: string;
  message: ToPreview | null;
  /** The width the page is laid out at; the frame is scaled down to fit its box. */
  width: number;
  boxWidth: number;
  height: number;
  onSelect(index: number): void;
  /** What each part of the page shows, after each render of a message that asks to compare (`compare`). */
  onParts?(parts: PreviewParts): void;
}

/**
 * The site's rendering in a frame of its own, so that the page's media queries answer to the width chosen (phone,
 * tablet, desktop) and the site's theme never mixes with the editor's.
 */
export function PreviewFrame({ title, message, width, boxWidth, height, onSelect, onParts }: PreviewFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent<FromPreview>) => {
      if (event.source !== frame.current?.contentWindow || event.origin !== window.location.origin) return;
      if (event.data.kind === "ready") setReady(true);
      if (event.data.kind === "select") onSelect(event.data.index);
      if (event.data.kind === "parts") onParts?.(event.data.parts);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [onSelect, onParts]);
  // Sent as soon as the editor's page has drawn the answer, not after the browser paints it: a frame sooner.
  useLayoutEffect(() => {
    if (ready && message) frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, [ready, message]);
  const scale = Math.min(1, boxWidth / width);
  return (
    <div
      style={{
        width: width * scale,
        height,
        overflow: "hidden",
        border: "1px solid var(--mantine-color-gray-4)",
        borderRadius: 8,
      }}
    >
      <iframe
        ref={frame}
        src={previewPage}
        title={title}
        style={{ width, height: height / scale, border: 0, transform: `scale(${scale})`, transformOrigin: "0 0" }}
      />
    </div>
  );
}
