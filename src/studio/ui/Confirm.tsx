import { Button, Group, Text } from "@mantine/core";

interface ConfirmProps {
  /** What is asked, from the words file ("Erase this submission and its files for good?"). */
  question: string;
  /** The button that acts ("Yes, erase it"). */
  yes: string;
  /** The button that does not, and hides the question ("Keep it", "Cancel"). */
  no: string;
  /** While the act runs: its button shows it. */
  busy: boolean;
  /** Whether "no" can still be pressed while the act runs (it hides the question; the act goes on). */
  noWhileBusy?: boolean;
  onYes(): void;
  onNo(): void;
}

/**
 * One more question before an act that cannot be undone (restoring a version, erasing submissions), in place of the
 * button that asked for it: the question, then "yes" and "no".
 */
export function Confirm({ question, yes, no, busy, noWhileBusy = true, onYes, onNo }: ConfirmProps) {
  return (
    <Group mt="sm" gap="xs">
      <Text size="sm">{question}</Text>
      <Button size="sm" mih={44} color="red.9" loading={busy} onClick={onYes}>
        {yes}
      </Button>
      <Button size="sm" mih={44} variant="default" disabled={!noWhileBusy && busy} onClick={onNo}>
        {no}
      </Button>
    </Group>
  );
}
