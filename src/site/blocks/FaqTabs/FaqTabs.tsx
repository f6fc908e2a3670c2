import type { FaqTabsBlock } from "../../../core/generated/site-data.ts";
import { QuestionAccordion } from "../parts/QuestionAccordion.tsx";
import { RadioTabs, TabPanels } from "../parts/RadioTabs.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import { SectionHeading } from "../parts/SectionHeading.tsx";
import { useQuestionLists } from "../parts/use-question-lists.ts";

export function FaqTabs({ block }: { block: FaqTabsBlock }) {
  const lists = useQuestionLists(block.tabs);
  // A tab without questions is left out (a product with three FAQs has no technical ones).
  const tabs = block.tabs.flatMap((tab, index) =>
    lists[index].length ? [{ label: tab.label, questions: lists[index] }] : [],
  );
  if (!tabs.length) return null;
  return (
    <SectionContainer size="md">
      {block.heading && <SectionHeading heading={block.heading} />}
      <RadioTabs label={block.label} tabs={tabs.map((tab) => tab.label)}>
        <TabPanels panels={tabs.map((tab) => <QuestionAccordion key={tab.label} questions={tab.questions} />)} />
      </RadioTabs>
    </SectionContainer>
  );
}
