import { memo, useMemo, useState } from "react";
import { Alert, SegmentedControl, Stack, Text } from "@mantine/core";
import { useElementSize, useViewportSize } from "@mantine/hooks";
import type { ToPreview } from "../../preview/preview-protocol.ts";
import { useEditorSelector } from "../../state/editor-store.ts";
import { words } from "../../words.ts";
import { PreviewFrame } from "./PreviewFrame.tsx";

const widths = { phone: 375, tablet: 768, desktop: 1280 } as const;

/**
 * The unsaved page as the site renders it, at a phone's, a tablet's or a desktop's width, following the block being
 * edited. Drawn again when the validator's answer brings a new preview, not at each keystroke before it.
 */
export const PreviewPane = memo(function PreviewPane({
  selected,
  onSelect,
}: {
  selected: number | null;
  onSelect(index: number): void;
}) {
  const preview = useEditorSelector((state) => state.check?.preview);
  const [device, setDevice] = useState<keyof typeof widths>("desktop");
  const { ref, width } = useElementSize();
  const { height } = useViewportSize();
  const message = useMemo<ToPreview | null>(
    () => (preview && "page" in preview ? { kind: "render", preview, selected, scroll: true, bare: false } : null),
    [preview, selected],
  );
  return (
    <Stack gap="xs" ref={ref}>
      <SegmentedControl
        aria-label={words.previewWidths}
        value={device}
        onChange={(next) => setDevice(next as keyof typeof widths)}
        data={[
          { value: "phone", label: words.phone },
          { value: "tablet", label: words.tablet },
          { value: "desktop", label: words.desktop },
        ]}
      />
      {preview && "problem" in preview && <Alert color="orange">{preview.problem}</Alert>}
      {message && <Text size="sm">{message.preview.pathname}</Text>}
      {width > 0 && (
        <PreviewFrame
          title={words.previewFrame(message?.preview.pathname ?? "")}
          message={message}
          width={widths[device]}
          boxWidth={width}
          height={Math.max(400, height - 200)}
          onSelect={onSelect}
        />
      )}
    </Stack>
  );
});
