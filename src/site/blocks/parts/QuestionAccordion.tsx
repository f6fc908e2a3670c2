import { IconChevronDown } from "@tabler/icons-react";
import { useId } from "react";
import type { QuestionAndAnswer } from "../../../core/generated/site-data.ts";
import { MarkdownText } from "./MarkdownText.tsx";
import classes from "./QuestionAccordion.module.css";

/**
 * Questions that open to show their Markdown answers: native <details> sharing one name, so the browser keeps one
 * open at a time and the open one closes again when clicked, with no script (a tap before any code arrives works,
 * and works with scripts off). Answers are in the page from the start, for search engines and Ctrl+F.
 */
export function QuestionAccordion({ questions }: { questions: QuestionAndAnswer[] }) {
  const group = useId();
  return (
    <div className={classes.accordion}>
      {questions.map((faq, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the block's entries have no id and may repeat; they are shown in their data's order, never reordered in place
        <details key={index} name={group} className={classes.item}>
          <summary className={classes.control}>
            <h3 className={classes.question}>{faq.question}</h3>
            <IconChevronDown size={18} aria-hidden className={classes.chevron} />
          </summary>
          <MarkdownText markdown={faq.answer} className={classes.answer} />
        </details>
      ))}
    </div>
  );
}
