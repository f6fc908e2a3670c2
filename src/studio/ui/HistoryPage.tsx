import { useCallback, useEffect, useState } from "react";
import { Alert, Button, Card, Group, List, Loader, Stack, Text, Title } from "@mantine/core";
import { api, Refused } from "../api.ts";
import type { HistoryEntry, ScheduledEntry } from "../../core/contract/api-types.ts";
import { editor, useEditor } from "../state/editor-store.ts";
import { fieldChanges, valueOfText } from "../state/field-changes.ts";
import { itemNames, titleOf } from "../state/file-titles.ts";
import { dateTime } from "./date-time.ts";
import { words } from "../words.ts";
import { Confirm } from "./Confirm.tsx";
import { FieldChangeList } from "./FieldChangeList.tsx";
import { VersionPreview, type VersionFile } from "./VersionPreview.tsx";

/** How many publishes the page shows at first, and more at each "Show older publishes": each reads its files. */
const pageSize = 20;

/** What one publish changed, file by file (each by its title), field by field. */
function VersionChanges({ files }: { files: VersionFile[] }) {
  const state = useEditor();
  const { schemas } = state;
  const names = itemNames(state);
  return (
    <Stack gap={6} mt="xs">
      {files.map(({ file, before, text }) => {
        const beforeValue = valueOfText(before);
        const afterValue = valueOfText(text);
        const changes = fieldChanges(schemas, file, beforeValue, afterValue, names);
        if (!changes.length) return null;
        const whole = changes.length === 1 && (changes[0].kind === "new-file" || changes[0].kind === "deleted-file");
        return (
          <div key={file}>
            {!whole && (
              <Text size="sm" fw={600}>
                {titleOf(afterValue ?? beforeValue, file, schemas)}
              </Text>
            )}
            <FieldChangeList changes={changes} />
          </div>
        );
      })}
    </Stack>
  );
}

/** One publish: who, when, what in words; restoring it asks once more before it publishes. */
function Entry({
  entry,
  latest,
  onRestored,
}: {
  entry: HistoryEntry;
  latest: boolean;
  onRestored(message: string): void;
}) {
  const [asking, setAsking] = useState(false);
  const [showing, setShowing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Its files before and after: what it changed, in words, and the pages "Show this version" shows.
  const [files, setFiles] = useState<VersionFile[] | null>(null);
  const [unread, setUnread] = useState(false);
  useEffect(() => {
    let current = true;
    api.historyVersion(entry.commit).then(
      (answer) => current && setFiles(answer.files),
      () => current && setUnread(true),
    );
    return () => {
      current = false;
    };
  }, [entry.commit]);
  const restore = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.restore(entry.commit);
      editor.tookSaved(answer);
      onRestored(answer.nothingToRestore ? words.nothingToRestore : words.restored(dateTime(entry.at)));
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : words.restoreFailed);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <Card withBorder component="li">
      <Text fw={600}>{entry.subject}</Text>
      <Text size="sm" c="dimmed">
        {words.publishedBy(entry.author, dateTime(entry.at))}
      </Text>
      {entry.approvedBy && (
        <Text size="sm" c="dimmed">
          {words.review.approvedBefore(entry.approvedBy)}
        </Text>
      )}
      {files ? (
        <VersionChanges files={files} />
      ) : unread ? (
        // Its files could not be read: what the commit says of them, file by file.
        entry.lines.length > 0 && (
          <List size="sm" mt="xs">
            {entry.lines.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List>
        )
      ) : (
        <Loader size="xs" mt="xs" role="status" aria-label={words.changesLoading} />
      )}
      {problem && (
        <Alert color="red" mt="sm">
          {problem}
        </Alert>
      )}
      <Group mt="sm" gap="xs">
        <Button size="xs" variant="default" onClick={() => setShowing(!showing)} aria-expanded={showing}>
          {showing ? words.hideVersion : words.showVersion}
        </Button>
      </Group>
      {showing &&
        (files ? (
          <VersionPreview files={files} />
        ) : (
          <Loader size="sm" mt="sm" role="status" aria-label={words.loading} />
        ))}
      {!latest &&
        (asking ? (
          <Confirm
            question={words.restoreQuestion}
            yes={words.restoreYes}
            no={words.cancel}
            busy={busy}
            noWhileBusy={false}
            onYes={() => void restore()}
            onNo={() => setAsking(false)}
          />
        ) : (
          <Group mt="sm" gap="xs">
            <Button size="xs" variant="default" onClick={() => setAsking(true)}>
              {words.restoreVersion}
            </Button>
          </Group>
        ))}
    </Card>
  );
}

/** Publishes chosen for later: the waiting ones first, each with Cancel, then what became of the others. */
function ScheduledList() {
  const [entries, setEntries] = useState<ScheduledEntry[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const load = useCallback(
    () =>
      api.scheduled().then(
        (answer) => setEntries(answer.scheduled),
        () => {},
      ),
    [],
  );
  useEffect(() => void load(), [load]);
  if (!entries.length) return null;
  const cancel = async (id: number) => {
    setProblem(null);
    await api
      .cancelScheduled(id)
      .catch((error: unknown) => setProblem(error instanceof Refused ? error.message : words.restoreFailed));
    void load();
  };
  return (
    <Stack gap="xs">
      <Title order={2} size="h3">
        {words.scheduledTitle}
      </Title>
      {problem && <Alert color="red">{problem}</Alert>}
      <Stack component="ol" gap="xs" p={0} style={{ listStyle: "none" }}>
        {entries.map((entry) => (
          <Card withBorder component="li" key={entry.id}>
            <Text fw={600}>{entry.subject}</Text>
            <Text size="sm" c="dimmed">
              {words.scheduledFor(dateTime(entry.publishAt), entry.email, words.scheduledState[entry.state])}
            </Text>
            {entry.state === "failed" && (
              <Text size="sm" c="red.9">
                {entry.result}
              </Text>
            )}
            {entry.state === "waiting" && (
              <Group mt="xs">
                <Button size="xs" variant="default" onClick={() => void cancel(entry.id)}>
                  {words.cancelScheduled}
                </Button>
              </Group>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}

/** The site's history on /admin: every publish, newest first, each with "Restore this version". */
export function HistoryPage() {
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [shown, setShown] = useState(pageSize);
  const [repository, setRepository] = useState(true);
  const [message, setMessage] = useState<string | null>(null);
  const load = useCallback(
    () =>
      api.history().then(
        (answer) => {
          setEntries(answer.entries);
          setRepository(answer.repository);
        },
        () => setEntries([]),
      ),
    [],
  );
  useEffect(() => void load(), [load]);
  return (
    <Stack>
      <Title order={1} size="h2">
        {words.historyTitle}
      </Title>
      <Text maw={640}>{words.historyHelp}</Text>
      {message && (
        <Alert color="teal" role="status">
          {message}
        </Alert>
      )}
      <ScheduledList />
      {!repository && <Alert color="orange">{words.noHistory}</Alert>}
      {entries === null ? (
        <Loader size="sm" />
      ) : (
        <Stack component="ol" gap="sm" p={0} style={{ listStyle: "none" }}>
          {entries.slice(0, shown).map((entry, index) => (
            <Entry
              key={entry.commit}
              entry={entry}
              latest={index === 0}
              onRestored={(text) => {
                setMessage(text);
                void load();
              }}
            />
          ))}
        </Stack>
      )}
      {entries && entries.length > shown && (
        <Group>
          <Button variant="default" onClick={() => setShown(shown + pageSize)}>
            {words.olderPublishes}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
