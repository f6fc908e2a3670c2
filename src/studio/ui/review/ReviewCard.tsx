import { useState } from "react";
import { Alert, Anchor, Badge, Button, Card, Group, List, Stack, Text, Textarea } from "@mantine/core";
import type { ReviewEntry } from "../../../core/contract/api-types.ts";
import { api, Refused } from "../../api.ts";
import { words } from "../../words.ts";
import { Confirm } from "../Confirm.tsx";
import { dateTime } from "../date-time.ts";
import { refreshReviews } from "./use-reviews.ts";

/** The answer so far, in words: waiting, or who approved or asked for changes, and when. */
export function answerWords(review: ReviewEntry): string {
  if (review.state === "waiting") return words.review.state.waiting;
  const who = review.answeredBy ?? "";
  const when = review.answeredAt ? dateTime(review.answeredAt) : "";
  return review.state === "approved"
    ? words.review.state.approved(who, when)
    : words.review.state["changes-asked"](who, when);
}

interface ReviewCardProps {
  review: ReviewEntry;
  /** For its author: whether its approval still holds for the changes as they are now. */
  holds?: boolean;
  /** Its author may withdraw it. */
  mayWithdraw?: boolean;
  /** An admin, not its author, may answer it here. */
  mayAnswer?: boolean;
}

/**
 * One change shared for review: what it is (in words, as History says it), who shared it and when, the link's end,
 * whether the reviewer opened it, the answer and the comments; and what the person may do with it.
 */
export function ReviewCard({ review, holds, mayWithdraw = false, mayAnswer = false }: ReviewCardProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      await refreshReviews();
    } catch (error) {
      setProblem(error instanceof Refused ? error.message : words.review.answerFailed);
    } finally {
      setBusy(false);
    }
  };
  const stateColor = review.state === "approved" ? (holds === false ? "orange.9" : "green.9") : "gray.8";
  return (
    <Card withBorder component="article" aria-label={review.subject}>
      <Stack gap={6}>
        <Text fw={600}>{review.subject}</Text>
        <Text size="sm" c="dimmed">
          {words.review.by(review.email, dateTime(review.createdAt))}
        </Text>
        <Group gap="xs">
          <Badge color={stateColor} variant="light" style={{ textTransform: "none" }}>
            {answerWords(review)}
          </Badge>
        </Group>
        {review.answerNote && <Text size="sm">{words.review.note(review.answerNote)}</Text>}
        {review.state === "approved" && holds === true && <Text size="sm">{words.review.holds}</Text>}
        {review.state === "approved" && holds === false && (
          <Alert color="orange" p="xs">
            {words.review.voided(review.answeredBy ?? "")}
          </Alert>
        )}
        {review.lines.some((line) => line !== review.subject) && (
          <List size="sm" spacing={2}>
            {review.lines
              .filter((line) => line !== review.subject)
              .map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
          </List>
        )}
        <Text size="sm" c="dimmed">
          {review.openedAt ? words.review.opened(dateTime(review.openedAt)) : words.review.notOpened}{" "}
          {words.review.until(dateTime(review.expiresAt))}
        </Text>
        {review.comments.length > 0 && (
          <details open>
            <Text component="summary" size="sm" fw={600} style={{ cursor: "pointer" }}>
              {words.review.comments(review.comments.length)}
            </Text>
            <List size="sm" spacing={4} mt={4}>
              {review.comments.map((comment) => (
                <List.Item key={`${comment.at}-${comment.name}-${comment.text}`}>
                  <Text span size="sm" fw={600}>
                    {words.review.comment(comment.name, comment.pathname, comment.part)}:
                  </Text>{" "}
                  {comment.text}
                </List.Item>
              ))}
            </List>
          </details>
        )}
        {problem && (
          <Alert color="red" role="alert" p="xs">
            {problem}
          </Alert>
        )}
        <Group gap="xs">
          {review.link && (
            <Anchor href={review.link} target="_blank" rel="noopener" size="sm">
              {words.review.openReview}
            </Anchor>
          )}
          {mayWithdraw && !asking && (
            <Button size="sm" mih={44} variant="default" onClick={() => setAsking(true)}>
              {words.review.withdraw}
            </Button>
          )}
        </Group>
        {asking && (
          <Confirm
            question={words.review.withdrawQuestion}
            yes={words.review.withdrawYes}
            no={words.cancel}
            busy={busy}
            onYes={() => void act(() => api.withdrawReview(review.id)).then(() => setAsking(false))}
            onNo={() => setAsking(false)}
          />
        )}
        {mayAnswer && (
          <Stack gap="xs">
            <Textarea
              label={words.review.answerNote}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              autosize
              minRows={1}
            />
            <Group gap="xs">
              <Button
                size="sm"
                mih={44}
                color="green.9"
                loading={busy}
                onClick={() => void act(() => api.answerReview(review.id, { approve: true, note }))}
              >
                {words.review.approve}
              </Button>
              <Button
                size="sm"
                mih={44}
                variant="default"
                disabled={busy}
                onClick={() => void act(() => api.answerReview(review.id, { approve: false, note }))}
              >
                {words.review.askChanges}
              </Button>
            </Group>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
