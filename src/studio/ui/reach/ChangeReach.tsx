import { useEffect, useMemo, useState } from "react";
import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import type { ChangeReach as Reach, ReachedPage } from "../../../core/content/change-reach.ts";
import { api } from "../../api.ts";
import { words } from "../../words.ts";
import { BeforeAfter } from "./BeforeAfter.tsx";

/** How many pages are listed before "Show all": a footer's change reaches every page, a thousand on a large blog. */
const shownAtFirst = 12;

/** How long after the last change the reach is asked again: a page of the list is not redrawn at every keystroke. */
const askAfterMs = 400;

type Answer = { reach: Reach } | { waits: true } | { failed: true };

/**
 * Before Publish: which pages of the site the unsaved changes reach ("This change reaches 7 pages", or every page for
 * the footer or the company's phone number), each by its title, and each to open before and after, side by side.
 */
export function ChangeReach({ changes }: { changes: Record<string, string | null> }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [all, setAll] = useState(false);
  const [open, setOpen] = useState<string | null>(null);
  const asked = JSON.stringify(changes);
  // The same object while the changes are the same: the editor's state changes for more than them (what others publish).
  const sameChanges = useMemo(() => JSON.parse(asked) as Record<string, string | null>, [asked]);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api
        .reach({ changes: sameChanges })
        .then((response) => {
          if (current) setAnswer(response.reach ? { reach: response.reach } : { waits: true });
        })
        .catch(() => {
          if (current) setAnswer({ failed: true });
        });
    }, askAfterMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sameChanges]);

  return (
    <Card withBorder component="section" aria-labelledby="change-reach-title">
      <Title order={2} size="h4" id="change-reach-title" mb="xs">
        {words.reach.title}
      </Title>
      {!answer && (
        <Group gap="xs">
          <Loader size="sm" />
          <Text size="sm">{words.reach.working}</Text>
        </Group>
      )}
      {answer && "waits" in answer && <Text>{words.reach.waits}</Text>}
      {answer && "failed" in answer && <Alert color="orange">{words.reach.failed}</Alert>}
      {answer && "reach" in answer && (
        <ReachList
          reach={answer.reach}
          all={all}
          onAll={() => setAll(true)}
          open={open}
          onOpen={setOpen}
          changes={sameChanges}
        />
      )}
    </Card>
  );
}

function ReachList({
  reach,
  all,
  onAll,
  open,
  onOpen,
  changes,
}: {
  reach: Reach;
  all: boolean;
  onAll(): void;
  open: string | null;
  onOpen(pathname: string | null): void;
  changes: Record<string, string | null>;
}) {
  if (!reach.pages.length) return <Text>{words.reach.none}</Text>;
  const shown = all ? reach.pages : reach.pages.slice(0, shownAtFirst);
  return (
    <Stack gap="xs">
      <Text fw={700} data-testid="change-reach-summary">
        {reach.every ? words.reach.every(reach.total) : words.reach.pages(reach.pages.length)}
      </Text>
      <Stack
        component="ul"
        gap={4}
        aria-label={words.reach.listLabel}
        style={{ listStyle: "none", padding: 0, margin: 0 }}
      >
        {shown.map((page) => (
          <ReachedRow
            key={page.pathname}
            page={page}
            open={open === page.pathname}
            onToggle={() => onOpen(open === page.pathname ? null : page.pathname)}
            changes={changes}
          />
        ))}
      </Stack>
      {shown.length < reach.pages.length && (
        <Anchor component="button" type="button" onClick={onAll} style={{ alignSelf: "flex-start", minHeight: 44 }}>
          {words.reach.showAll(reach.pages.length)}
        </Anchor>
      )}
    </Stack>
  );
}

function ReachedRow({
  page,
  open,
  onToggle,
  changes,
}: {
  page: ReachedPage;
  open: boolean;
  onToggle(): void;
  changes: Record<string, string | null>;
}) {
  return (
    <li>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <div>
          <Text span fw={600}>
            {page.title}
          </Text>{" "}
          <Text span size="sm" c="dimmed">
            {page.pathname}
          </Text>
          {page.added && (
            <Badge ml="xs" variant="light">
              {words.reach.added}
            </Badge>
          )}
          {page.removed && (
            <Badge ml="xs" variant="light" color="gray">
              {words.reach.removed}
            </Badge>
          )}
        </div>
        <Button size="sm" mih={44} variant="default" aria-expanded={open} onClick={onToggle}>
          {open ? words.reach.hideCompare : words.reach.compare}
        </Button>
      </Group>
      {open && <BeforeAfter page={page} changes={changes} />}
    </li>
  );
}
