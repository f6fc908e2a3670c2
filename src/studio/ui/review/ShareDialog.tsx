import { useState } from "react";
import { Alert, Button, CopyButton, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { api, Refused } from "../../api.ts";
import { baseOf, unsavedChanges } from "../../state/editor-state.ts";
import { editor } from "../../state/editor-store.ts";
import { titleOf } from "../../state/file-titles.ts";
import { valueOfText } from "../../state/field-changes.ts";
import { words } from "../../words.ts";
import { EditorModal } from "../EditorModal.tsx";
import { refreshReviews } from "./use-reviews.ts";

/** The link as the person sends it: the site's own address and the review's path. */
const fullLink = (path: string) => new URL(path, window.location.origin).href;

/**
 * "Share for review": everything the person has changed, or one page or item of it, with a link that opens for a day
 * or a week; then the link, to copy and send. The changes stay in the editor: sharing publishes nothing.
 */
export function ShareDialog({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const state = editor.get();
  const changes = [...unsavedChanges(state)];
  const [scope, setScope] = useState("all");
  const [days, setDays] = useState("7");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [link, setLink] = useState<string | null>(null);
  const close = () => {
    setLink(null);
    setProblem(null);
    setScope("all");
    onClose();
  };
  const share = async () => {
    const now = editor.get();
    const chosen = [...unsavedChanges(now)].filter(([file]) => scope === "all" || file === scope);
    if (!chosen.length) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await api.shareForReview({
        days: days === "1" ? 1 : 7,
        files: chosen.map(([file, text]) => ({ file, text, base: baseOf(now, file) })),
      });
      setLink(answer.review.link ? fullLink(answer.review.link) : null);
      void refreshReviews();
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : words.review.failed);
    } finally {
      setBusy(false);
    }
  };
  const titled = (file: string, text: string | null) =>
    titleOf(valueOfText(text ?? state.disk.get(file)?.text), file, state.schemas);
  return (
    <EditorModal opened={opened} onClose={close} title={words.review.shareTitle}>
      {link ? (
        <Stack gap="sm">
          <Text size="sm">{words.review.made}</Text>
          <TextInput label={words.review.linkLabel} value={link} readOnly onFocus={(event) => event.target.select()} />
          <Group>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button mih={44} onClick={copy}>
                  {copied ? words.review.copied : words.review.copy}
                </Button>
              )}
            </CopyButton>
            <Button mih={44} variant="default" onClick={close}>
              {words.close}
            </Button>
          </Group>
        </Stack>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void share();
          }}
        >
          <Stack gap="md">
            {changes.length > 1 && (
              <Radio.Group label={words.review.what} value={scope} onChange={setScope}>
                <Stack gap="xs" mt="xs">
                  <Radio value="all" label={words.review.everything(changes.length)} />
                  {changes.map(([file, text]) => (
                    <Radio key={file} value={file} label={words.review.oneFile(titled(file, text))} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
            <Radio.Group label={words.review.howLong} value={days} onChange={setDays}>
              <Group mt="xs">
                <Radio value="1" label={words.review.aDay} />
                <Radio value="7" label={words.review.aWeek} />
              </Group>
            </Radio.Group>
            {problem && (
              <Alert color="red" role="alert">
                {problem}
              </Alert>
            )}
            <Group>
              <Button type="submit" mih={44} loading={busy} disabled={!changes.length}>
                {busy ? words.review.making : words.review.make}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </EditorModal>
  );
}
