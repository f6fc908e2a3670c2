import type { FaqAccordionBlock } from "../../../core/generated/site-data.ts";
import { QuestionAccordion } from "../parts/QuestionAccordion.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { useQuestionLists } from "../parts/use-question-lists.ts";

export function FaqAccordion({ block }: { block: FaqAccordionBlock }) {
  const [questions] = useQuestionLists([block]);
  if (!questions.length) return null;
  return (
    <SectionContainer size="md">
      {block.heading && <SectionHeading heading={block.heading} />}
      <QuestionAccordion questions={questions} />
    </SectionContainer>
  );
}
