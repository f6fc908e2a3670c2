import type { FaqSource, QuestionAndAnswer } from "../../../core/generated/site-data.ts";
import { useCurrentItem, useSourcesItems } from "../page-items-context.tsx";
import { entriesOf, hasTexts } from "./item-list.ts";

/** Where a list of questions comes from (an FAQ accordion, or one FAQ tab): FAQs chosen by "source", or a field of the page's item. */
export interface QuestionChoice {
  source?: FaqSource;
  from?: string;
  start?: number;
  end?: number;
}

const isQuestion = hasTexts<QuestionAndAnswer>("question", "answer");

/** The questions of each choice, in the choices' order, each list cut to its "start" and "end". */
export function useQuestionLists(choices: readonly QuestionChoice[]): QuestionAndAnswer[][] {
  const sourced = useSourcesItems(choices.flatMap((choice) => (choice.source ? [choice.source] : [])));
  const item = useCurrentItem();
  let nextSourced = 0;
  return choices.map((choice) => {
    const listed = choice.source ? sourced[nextSourced++] : choice.from && item?.value[choice.from];
    return entriesOf(listed, isQuestion).slice(choice.start ?? 0, choice.end);
  });
}
