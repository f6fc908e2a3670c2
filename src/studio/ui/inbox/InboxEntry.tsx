import { useState } from "react";
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text } from "@mantine/core";
import { api } from "../../api.ts";
import { inboxFileUrl, type InboxPage, type InboxSubmission } from "../../../core/contract/inbox-types.ts";
import { dateTime } from "../date-time.ts";
import { words } from "../../words.ts";
import { nameFromId } from "../../state/choice-words.ts";
import { Confirm } from "../Confirm.tsx";

const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} kB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The visitor's e-mail address, if they typed one (the field the form calls e-mail). */
function replyAddress(entry: InboxSubmission, form: InboxPage["forms"][number] | undefined): string | null {
  const field = form?.fields.find((candidate) => candidate.type === "email")?.name ?? "email";
  const address = entry.fields[field]?.trim();
  return address && /^[^\s@,<>"]+@[^\s@,<>"]+$/.test(address) ? address : null;
}

/**
 * One submission: when and which form, each field with its label and what the visitor typed (as text: React never
 * reads it as HTML), its files as downloads, and what can be done with it.
 */
export function InboxEntry({
  entry,
  form,
  onChanged,
}: {
  entry: InboxSubmission;
  form: InboxPage["forms"][number] | undefined;
  onChanged(entry: InboxSubmission | null): void;
}) {
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const label = (name: string) => form?.fields.find((field) => field.name === name)?.label ?? name;
  const reply = replyAddress(entry, form);
  const act = async (change: "handled" | "spam" | "erase", body: object, next: InboxSubmission | null) => {
    setBusy(true);
    setProblem(null);
    try {
      await api.inboxChange(entry.id, change, body);
      onChanged(next);
    } catch {
      setProblem(words.inboxFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card
      withBorder
      component="li"
      aria-label={words.inboxReceived(dateTime(entry.receivedAt), nameFromId(entry.form))}
    >
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {words.inboxReceived(dateTime(entry.receivedAt), nameFromId(entry.form))}
        </Text>
        {entry.handledAt && (
          <Badge color="green.9" variant="light">
            {words.inboxHandled}
          </Badge>
        )}
      </Group>
      <Stack gap={4} mt="xs" component="dl" style={{ margin: 0 }}>
        {Object.entries(entry.fields).map(([name, value]) => (
          <div key={name}>
            <Text component="dt" size="sm" fw={600}>
              {label(name)}
            </Text>
            <Text component="dd" size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", marginLeft: 0 }}>
              {value}
            </Text>
          </div>
        ))}
        {Object.entries(entry.files).map(([name, file]) => (
          <div key={name}>
            <Text component="dt" size="sm" fw={600}>
              {label(name)}
            </Text>
            <Text component="dd" size="sm" style={{ marginLeft: 0 }}>
              <Anchor
                href={inboxFileUrl(import.meta.env.BASE_URL, entry.id, name)}
                download={file.originalName}
                aria-label={words.inboxFile(file.originalName)}
              >
                {file.originalName}
              </Anchor>{" "}
              ({size(file.size)})
            </Text>
          </div>
        ))}
      </Stack>
      {entry.mailFailed && (
        <Alert color="orange" mt="sm">
          {words.inboxMailFailed(entry.mailFailed.reason)}
        </Alert>
      )}
      {problem && (
        <Alert color="red" mt="sm" role="alert">
          {problem}
        </Alert>
      )}
      {asking ? (
        <Confirm
          question={words.inboxEraseQuestion}
          yes={words.inboxEraseYes}
          no={words.inboxKeep}
          busy={busy}
          onYes={() => void act("erase", {}, null)}
          onNo={() => setAsking(false)}
        />
      ) : (
        <Group mt="sm" gap="xs">
          {!entry.spam && (
            <Button
              size="xs"
              variant="default"
              loading={busy}
              onClick={() =>
                void act(
                  "handled",
                  { handled: !entry.handledAt },
                  { ...entry, handledAt: entry.handledAt ? undefined : new Date().toISOString() },
                )
              }
            >
              {entry.handledAt ? words.inboxMarkNotHandled : words.inboxMarkHandled}
            </Button>
          )}
          {reply && !entry.spam && (
            <Button
              size="xs"
              variant="default"
              component="a"
              href={`mailto:${encodeURIComponent(reply).replace("%40", "@")}?subject=${encodeURIComponent(words.inboxReplySubject(entry.form))}`}
            >
              {words.inboxReply}
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={busy}
            onClick={() => void act("spam", { spam: !entry.spam }, null)}
          >
            {entry.spam ? words.inboxNotSpam : words.inboxSpam}
          </Button>
          <Button size="xs" variant="default" c="red.9" onClick={() => setAsking(true)}>
            {words.inboxErase}
          </Button>
        </Group>
      )}
    </Card>
  );
}
