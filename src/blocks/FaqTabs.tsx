import { Tabs } from "@mantine/core";
import type { FaqTabsBlock } from "../generated/site-data.ts";
import { QuestionAccordion } from "./parts/QuestionAccordion.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import { SectionHeading } from "./parts/SectionHeading.tsx";
import { useQuestionLists } from "./parts/use-question-lists.ts";

export function FaqTabs({ block }: { block: FaqTabsBlock }) {
  const lists = useQuestionLists(block.tabs);
  // A tab without questions is left out (a product with three FAQs has no technical ones).
  const tabs = block.tabs.flatMap((tab, index) => (lists[index].length ? [{ label: tab.label, value: String(index), questions: lists[index] }] : []));
  if (!tabs.length) return null;
  return (
    <SectionContainer size="md">
      {block.heading && <SectionHeading heading={block.heading} />}
      {/* Every tab's questions are in the page, hidden while another tab is shown (see QuestionAccordion). */}
      <Tabs defaultValue={tabs[0].value} keepMountedMode="display-none">
        <Tabs.List justify="center" mb="xl" aria-label={block.label}>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value}>
            <QuestionAccordion questions={tab.questions} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </SectionContainer>
  );
}
