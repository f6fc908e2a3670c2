import { useState } from "react";
import { Button, Popover, Stack, Text } from "@mantine/core";
import { IconClock } from "@tabler/icons-react";
import { Refused } from "../api.ts";
import { editor } from "../state/editor-store.ts";
import { words } from "../words.ts";
import { EditorModal } from "./EditorModal.tsx";

/** "2026-11-26T09:00" for the next whole hour, in the browser's time: what the time box starts with. */
function nextHour(): string {
  const date = new Date(Date.now() + 3_600_000);
  date.setMinutes(0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:00`;
}

interface ScheduleProps {
  onScheduled(message: string): void;
}

/** The time box and the button that schedules, with what went wrong; `onDone` once it is scheduled. */
function ScheduleForm({ onScheduled, onDone }: ScheduleProps & { onDone(): void }) {
  const [when, setWhen] = useState(nextHour);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const publishAt = new Date(when).getTime();
    if (!Number.isFinite(publishAt)) return setProblem(words.scheduleNoTime);
    setBusy(true);
    setProblem(null);
    try {
      const { subject, sharedForReview } = await editor.schedule(publishAt);
      onDone();
      const when = new Date(publishAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });
      onScheduled(sharedForReview ? words.scheduledForReview(when, subject) : words.scheduled(when, subject));
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : words.scheduleFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="xs" maw={280}>
        <label htmlFor="schedule-at">
          <Text size="sm" fw={600} component="span">
            {words.scheduleAt}
          </Text>
        </label>
        <input
          id="schedule-at"
          type="datetime-local"
          required
          value={when}
          onChange={(event) => setWhen(event.currentTarget.value)}
          style={{ font: "inherit", padding: 6, minHeight: 44 }}
        />
        <Text size="xs">{words.scheduleHelp}</Text>
        {problem && (
          <Text size="sm" c="red.9" role="alert">
            {problem}
          </Text>
        )}
        <Button type="submit" size="sm" mih={44} loading={busy}>
          {words.scheduleConfirm}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * /admin: publish the unsaved changes at a chosen minute instead of now. The time box is the browser's own (a date
 * and time picker on phones); the server publishes at that minute, even after a restart.
 */
export function ScheduleButton({
  disabled,
  onScheduled,
  className,
}: ScheduleProps & { disabled: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Popover opened={open} onChange={setOpen} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <Button
          size="sm"
          variant="default"
          className={className}
          leftSection={<IconClock size={16} aria-hidden />}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          {words.schedule}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <ScheduleForm onScheduled={onScheduled} onDone={() => setOpen(false)} />
      </Popover.Dropdown>
    </Popover>
  );
}

/** The same on a phone, from the toolbar's menu: a dialog, since the menu that opened it is gone. */
export function ScheduleDialog({ opened, onClose, onScheduled }: ScheduleProps & { opened: boolean; onClose(): void }) {
  return (
    <EditorModal opened={opened} onClose={onClose} title={words.schedule}>
      <ScheduleForm onScheduled={onScheduled} onDone={onClose} />
    </EditorModal>
  );
}
