import { useCallback, useEffect, useMemo, useState } from "react";
import { Alert, Loader, SimpleGrid, Stack, Text } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import type { ReachedPage } from "../../../core/content/change-reach.ts";
import type { PagePreview } from "../../../core/content/page-preview.ts";
import type { PreviewParts, ToPreview } from "../../preview/preview-protocol.ts";
import { api } from "../../api.ts";
import { words } from "../../words.ts";
import { PreviewFrame } from "../preview/PreviewFrame.tsx";

const ignoreSelect = () => undefined;

/** The parts whose text or pictures differ between the two sides, and those only one side has. */
function changedParts(before: PreviewParts, after: PreviewParts): string[] {
  const parts = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...parts].filter((part) => before[part] !== after[part]);
}

/** The parts told, kept as they were when they are the same: telling them again draws nothing. */
const same = (was: PreviewParts | null, now: PreviewParts) => (JSON.stringify(was) === JSON.stringify(now) ? was : now);

/**
 * One page the changes reach, as visitors see it now (the published site) and as it will be, side by side (one above
 * the other on a phone), each rendered as the editor's preview renders it. Each frame says what its header, footer
 * and blocks show; those that differ are outlined and marked Changed on both sides.
 */
export function BeforeAfter({ page, changes }: { page: ReachedPage; changes: Record<string, string | null> }) {
  const [previews, setPreviews] = useState<{ before: PagePreview; after: PagePreview } | null>(null);
  const [failed, setFailed] = useState(false);
  const [beforeParts, setBeforeParts] = useState<PreviewParts | null>(null);
  const [afterParts, setAfterParts] = useState<PreviewParts | null>(null);
  useEffect(() => {
    let current = true;
    api
      .reach({ changes, pathname: page.pathname })
      .then((response) => {
        if (!current) return;
        if (response.before && response.after) setPreviews({ before: response.before, after: response.after });
        else setFailed(true);
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [changes, page.pathname]);

  // Each frame tells its parts after every render.
  const onBeforeParts = useCallback((parts: PreviewParts) => setBeforeParts((was) => same(was, parts)), []);
  const onAfterParts = useCallback((parts: PreviewParts) => setAfterParts((was) => same(was, parts)), []);
  const changed = useMemo(
    () => (beforeParts && afterParts ? changedParts(beforeParts, afterParts) : []),
    [beforeParts, afterParts],
  );
  const messageOf = useCallback(
    (preview: PagePreview): ToPreview => ({
      kind: "render",
      preview,
      selected: null,
      scroll: false,
      bare: false,
      compare: { changed, label: words.reach.changed },
    }),
    [changed],
  );

  if (failed) return <Alert color="orange">{words.reach.failed}</Alert>;
  if (!previews) return <Loader size="sm" aria-label={words.loading} />;
  return (
    <Stack gap="xs" mt="xs" mb="md">
      <Text size="sm">{words.reach.changedNote}</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Side
          label={words.reach.before}
          title={words.reach.frameTitle(words.reach.before, page.title)}
          message={messageOf(previews.before)}
          onParts={onBeforeParts}
        />
        <Side
          label={words.reach.after}
          title={words.reach.frameTitle(words.reach.after, page.title)}
          message={messageOf(previews.after)}
          onParts={onAfterParts}
        />
      </SimpleGrid>
    </Stack>
  );
}

function Side({
  label,
  title,
  message,
  onParts,
}: {
  label: string;
  title: string;
  message: ToPreview;
  onParts(parts: PreviewParts): void;
}) {
  const { ref, width } = useElementSize();
  // A column narrower than a tablet shows the page at its own width, readable; a wider one, as a laptop does, scaled.
  const layoutWidth = width < 700 ? Math.round(width) : 1280;
  return (
    <Stack gap={4} ref={ref}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      {width > 0 && (
        <PreviewFrame
          title={title}
          message={message}
          width={layoutWidth}
          boxWidth={width}
          height={560}
          onSelect={ignoreSelect}
          onParts={onParts}
        />
      )}
    </Stack>
  );
}
