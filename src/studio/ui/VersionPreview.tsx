import { useEffect, useState } from "react";
import { Alert, Loader, Stack, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { api } from "../api.ts";
import type { ToPreview } from "../preview/preview-protocol.ts";
import { words } from "../words.ts";
import { PreviewFrame } from "./preview/PreviewFrame.tsx";

const ignoreSelect = () => undefined;

/**
 * A publish of the history as visitors saw it then: the files it changed, as it left them, put over today's site and
 * rendered as the preview renders unsaved changes (the first of them that has a page).
 */
export function VersionPreview({ commit }: { commit: string }) {
  const [message, setMessage] = useState<ToPreview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, width } = useElementSize();
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { files } = await api.historyVersion(commit);
        const changes = Object.fromEntries(files.map(({ file, text }) => [file, text]));
        for (const { file, text } of files) {
          if (text === null) continue;
          const { preview } = await api.check({ changes, preview: file });
          if (preview && "page" in preview) {
            if (current) setMessage({ kind: "render", preview, selected: null, scroll: false, bare: false });
            return;
          }
        }
        if (current) setProblem(words.versionNoPage);
      } catch (error) {
        if (current) setProblem((error as Error).message);
      }
    })();
    return () => {
      current = false;
    };
  }, [commit]);
  return (
    <Stack gap="xs" ref={ref} mt="sm">
      {problem && <Alert color="orange">{problem}</Alert>}
      {!message && !problem && <Loader size="sm" aria-label={words.loading} />}
      {message && <Text size="sm">{words.versionPreview(message.preview.pathname)}</Text>}
      {message && width > 0 && (
        <PreviewFrame
          title={words.versionPreview(message.preview.pathname)}
          message={message}
          width={1280}
          boxWidth={width}
          height={420}
          onSelect={ignoreSelect}
        />
      )}
    </Stack>
  );
}
