import { Button, Group, Stack, Text } from "@mantine/core";
import { signedInEditor } from "../api.ts";
import { fileValue, rootNodeOf, type MergeQuestion } from "../state/editor-state.ts";
import { editor, useEditorSelector, useSchemas } from "../state/editor-store.ts";
import { aroundChange, valueText, type ItemNames } from "../state/field-changes.ts";
import { fieldPlace } from "../state/field-place.ts";
import { nodeAt, type SchemaNode, type Schemas } from "../state/schema-tree.ts";
import { itemNames, titleOf } from "../state/file-titles.ts";
import { whenWords } from "../state/offered-drafts.ts";
import { words } from "../words.ts";
import { EditorModal } from "./EditorModal.tsx";

/** A field's value in a sentence, never as JSON: text in quotes, a picture by what it shows, a block by its words. */
export function valueWords(
  value: unknown,
  removed: string,
  node: SchemaNode | null,
  schemas: Schemas,
  names: ItemNames | undefined,
): string {
  if (value === undefined || value === null) return removed;
  return valueText(value, node, schemas, names) ?? words.emptyValue;
}

/** When the other change was published: its time today, else how long ago. */
export function whenText(at: number | undefined): string {
  if (at === undefined) return "";
  const time = new Date(at);
  if (time.toDateString() === new Date().toDateString())
    return words.atClock(time.toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" }));
  return words.onDay(whenWords(at, Date.now()));
}

/** The question, in words: who changed what, when, and what the person's draft says. */
function questionText(
  question: MergeQuestion,
  place: string,
  title: string,
  schemas: Schemas,
  value: unknown,
  names: ItemNames | undefined,
): string {
  const who = question.by ?? words.someoneElse;
  const when = whenText(question.at);
  if (!question.path.length) {
    if (question.theirs === null) return words.mergeDeleted(who, title, when);
    if (question.mine === null) return words.mergeDeleting(who, title, when);
    return words.mergeUnreadable(who, title, when);
  }
  const root = rootNodeOf(question.file);
  const node = root && nodeAt(schemas, root, value, question.path);
  // Two long texts are shown around where they differ, not by their first lines.
  if (
    !node?.schema.collectionRef &&
    typeof question.theirs === "string" &&
    typeof question.mine === "string" &&
    question.theirs.trim() &&
    question.mine.trim()
  ) {
    const [theirs, mine] = aroundChange(question.theirs, question.mine);
    return words.mergeField(who, place, words.quoted(theirs), when, words.quoted(mine));
  }
  const theirs = valueWords(question.theirs, words.removedValue, node, schemas, names);
  const mine = valueWords(question.mine, words.emptyValue, node, schemas, names);
  return words.mergeField(who, place, theirs, when, mine);
}

/**
 * A field that someone else changed while the person's draft changed it too (editor.receive): asked one at a time, in
 * words, never as JSON. Until the person answers, the draft keeps their own value and nothing can be published.
 */
export function MergeQuestions() {
  const question = useEditorSelector((state) => state.questions[0]);
  const left = useEditorSelector((state) => state.questions.length);
  const value = useEditorSelector((state) => (question ? fileValue(state, question.file) : undefined));
  const schemas = useSchemas();
  // Only while a question is open: an author chosen is named by its title.
  const names = useEditorSelector((state) => (question ? itemNames(state) : undefined));
  if (!question) return null;
  const title = titleOf(value ?? question.theirs, question.file, schemas);
  // The file is named after the field, unless the field is what names it (a question's question).
  const named = title === question.mine || title === question.theirs;
  const place = question.path.length
    ? `${fieldPlace(schemas, question.file, value, question.path)}${named ? "" : ` (${title})`}`
    : title;
  const whole = !question.path.length;
  const [theirsLabel, mineLabel] = !whole
    ? [words.useTheirs, words.keepMine]
    : question.theirs === null
      ? [words.letItGo, words.keepWithMine]
      : question.mine === null
        ? [words.keepTheirs, words.deleteAnyway]
        : [words.useTheirs, words.keepMine];
  return (
    <EditorModal
      opened
      onClose={() => editor.answer(question, "mine")}
      title={left > 1 ? `${words.mergeTitle} (${words.mergeCount(left)})` : words.mergeTitle}
      size="lg"
      mustChoose
    >
      <Stack>
        <Text>{questionText(question, place, title, schemas, value, names)}</Text>
        <Text size="sm">{signedInEditor ? words.mergeHelp : words.mergeHelpLocal}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => editor.answer(question, "theirs")}>
            {theirsLabel}
          </Button>
          <Button onClick={() => editor.answer(question, "mine")} data-autofocus>
            {mineLabel}
          </Button>
        </Group>
      </Stack>
    </EditorModal>
  );
}
