import { useEffect } from "react";
import { Alert, Loader, Stack, Text, Title } from "@mantine/core";
import { unsavedChanges } from "../../state/editor-state.ts";
import { useEditor } from "../../state/editor-store.ts";
import { reviewHolds } from "../../state/review-approval.ts";
import { words } from "../../words.ts";
import { useMe } from "../use-me.ts";
import { ReviewCard } from "./ReviewCard.tsx";
import { refreshReviews, useReviews } from "./use-reviews.ts";

/**
 * "Waiting for review": every change shared for review and not answered yet, oldest first, with who, what, since when
 * and the comments; an admin approves or asks for changes here (not their own). Then the person's own.
 */
export function ReviewsPage() {
  const state = useEditor();
  const me = useMe();
  const { reviews, failed } = useReviews();
  // Opened to see the answers: read them now, not at the next half minute.
  useEffect(() => void refreshReviews(), []);
  const changes = unsavedChanges(state);
  if (!reviews) return failed ? <Alert color="orange">{words.review.refreshFailed}</Alert> : <Loader size="sm" />;
  // The admin's own changes are theirs to withdraw, below, not to answer.
  const waitingOthers = reviews.waiting.filter((review) => review.email !== me?.email);
  return (
    <Stack>
      <Title order={1} size="h2">
        {words.review.waitingTitle}
      </Title>
      {reviews.mayApprove && (
        <>
          <Text size="sm" maw={720}>
            {words.review.waitingIntro}
          </Text>
          {waitingOthers.length === 0 && <Text>{words.review.noneWaiting}</Text>}
          {waitingOthers.map((review) => (
            <ReviewCard key={review.id} review={review} mayAnswer />
          ))}
        </>
      )}
      <Title order={2} size="h3">
        {words.review.mine}
      </Title>
      {reviews.mine.length === 0 && <Text>{words.review.none}</Text>}
      {reviews.mine.map((review) => (
        <ReviewCard key={review.id} review={review} holds={reviewHolds(review, changes)} mayWithdraw />
      ))}
    </Stack>
  );
}
