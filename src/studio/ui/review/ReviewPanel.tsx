import { useEffect, useState } from "react";
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { unsavedChanges } from "../../state/editor-state.ts";
import { useEditor } from "../../state/editor-store.ts";
import { reviewHolds } from "../../state/review-approval.ts";
import { words } from "../../words.ts";
import { ReviewCard } from "./ReviewCard.tsx";
import { ShareDialog } from "./ShareDialog.tsx";
import { refreshReviews, useReviews } from "./use-reviews.ts";

/**
 * On the unsaved changes: "Share for review", and the person's changes shared so far with their answers, each saying
 * whether its approval still holds for the changes as they are now.
 */
export function ReviewPanel({ shareOpened = false }: { shareOpened?: boolean }) {
  const state = useEditor();
  const changes = unsavedChanges(state);
  const { reviews, failed } = useReviews();
  // Opened to see the answers: read them now, not at the next half minute.
  useEffect(() => void refreshReviews(), []);
  const [sharing, setSharing] = useState(shareOpened);
  const mine = reviews?.mine ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="review-title">
      <Title order={2} size="h3" id="review-title">
        {words.review.title}
      </Title>
      {reviews?.needsApproval && changes.size > 0 && <Text fw={600}>{words.review.needed}</Text>}
      <Text size="sm" maw={720}>
        {words.review.intro}
      </Text>
      <div>
        <Button mih={44} disabled={changes.size === 0} onClick={() => setSharing(true)}>
          {words.review.share}
        </Button>
      </div>
      {failed && <Alert color="orange">{words.review.refreshFailed}</Alert>}
      {mine.length > 0 && (
        <Title order={3} size="h4">
          {words.review.mine}
        </Title>
      )}
      {mine.map((review) => (
        <ReviewCard key={review.id} review={review} holds={reviewHolds(review, changes)} mayWithdraw />
      ))}
      <ShareDialog opened={sharing} onClose={() => setSharing(false)} />
    </Stack>
  );
}
