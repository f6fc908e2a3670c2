import { useEffect, useState } from "react";
import { Alert, Loader, Stack, Tabs, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { api } from "../api.ts";
import type { PagePreview } from "../../core/content/page-preview.ts";
import type { ToPreview } from "../preview/preview-protocol.ts";
import { words } from "../words.ts";
import { PreviewFrame } from "./preview/PreviewFrame.tsx";

const ignoreSelect = () => undefined;

/** One file a publish changed: as it left it (`text`) and as it was before (null: new, or deleted by it). */
export interface VersionFile {
  file: string;
  text: string | null;
  before: string | null;
}

/**
 * A publish of the history as visitors saw it then: the files it changed, as it left them, put over today's site and
 * rendered as the preview renders unsaved changes; every page it changed, one tab each (a post and the page that
 * lists it, say), found one after another so that the first is shown at once.
 */
export function VersionPreview({ files }: { files: VersionFile[] }) {
  const [pages, setPages] = useState<PagePreview[]>([]);
  const [chosen, setChosen] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const { ref, width } = useElementSize();
  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const changes = Object.fromEntries(files.map(({ file, text }) => [file, text]));
        const seen = new Set<string>();
        for (const { file, text } of files) {
          if (text === null) continue;
          const { preview } = await api.check({ changes, preview: file });
          if (!current) return;
          // Two files shown on one page (two questions of the FAQ page) are that page once.
          if (preview && "page" in preview && !seen.has(preview.pathname)) {
            seen.add(preview.pathname);
            setPages((found) => [...found, preview]);
            setChosen((was) => was ?? preview.pathname);
          }
        }
        if (current) {
          setDone(true);
          if (!seen.size) setProblem(words.versionNoPage);
        }
      } catch (error) {
        if (current) setProblem((error as Error).message);
      }
    })();
    return () => {
      current = false;
    };
  }, [files]);
  const shown = pages.find((preview) => preview.pathname === chosen);
  const message: ToPreview | null = shown
    ? { kind: "render", preview: shown, selected: null, scroll: false, bare: false }
    : null;
  return (
    <Stack gap="xs" ref={ref} mt="sm">
      {problem && <Alert color="orange">{problem}</Alert>}
      {pages.length > 0 && (
        <Tabs value={chosen} onChange={setChosen}>
          <Tabs.List aria-label={words.versionPages}>
            {pages.map((preview) => (
              <Tabs.Tab key={preview.pathname} value={preview.pathname}>
                {preview.pathname}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      {!done && !problem && <Loader size="sm" role="status" aria-label={words.loading} />}
      {shown && <Text size="sm">{words.versionPreview(shown.pathname)}</Text>}
      {message && shown && width > 0 && (
        <PreviewFrame
          title={words.versionPreview(shown.pathname)}
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
