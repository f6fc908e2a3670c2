import { Accordion } from "@mantine/core";
import type { QuestionAndAnswer } from "../../generated/site-data.ts";
import { MarkdownText } from "./MarkdownText.tsx";
import classes from "./QuestionAccordion.module.css";

/**
 * Questions that open to show their Markdown answers: one open at a time, none at first, the open one closes again
 * when clicked. Closed answers stay in the page, hidden ("display-none" rather than React's Activity, which leaves
 * them out of the prerendered HTML), so they are there for search engines and before the page's code arrives.
 */
export function QuestionAccordion({ questions }: { questions: QuestionAndAnswer[] }) {
  return (
    <Accordion variant="separated" order={3} keepMountedMode="display-none" classNames={{ label: classes.question, chevron: classes.chevron }}>
      {questions.map((faq, index) => (
        <Accordion.Item key={index} value={String(index)}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>
            <MarkdownText markdown={faq.answer} />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
