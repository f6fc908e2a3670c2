import { Alert, Button, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router-dom";
import { signedInEditor } from "../api.ts";
import { fileValue, rootNodeOf, type Replaced } from "../state/editor-state.ts";
import { editor, useEditorSelector, useSchemas } from "../state/editor-store.ts";
import { fieldPlace } from "../state/field-place.ts";
import { itemNames, titleOf } from "../state/file-titles.ts";
import { nodeAt, type Schemas } from "../state/schema-tree.ts";
import { words } from "../words.ts";
import { fieldId } from "./fields/field-context.tsx";
import { focusField } from "./files/FileEditor.tsx";
import { fieldAddress } from "./files/place-words.ts";
import { valueWords, whenText } from "./MergeQuestions.tsx";
import classes from "./Notices.module.css";

/** Focuses a field once its form (and its block) is drawn, which may take a few frames after the page changes. */
function focusWhenDrawn(path: (string | number)[], tries = 20) {
  if (document.getElementById(fieldId(path)) || !tries) return focusField(path);
  setTimeout(() => focusWhenDrawn(path, tries - 1), 50);
}

/** The schema of a field of a file, to say its value in words. */
function nodeOf(schemas: Schemas, file: string, value: unknown, path: (string | number)[]) {
  const root = rootNodeOf(file);
  return root && nodeAt(schemas, root, value, path);
}

function Notice({ notice }: { notice: Replaced }) {
  const navigate = useNavigate();
  const schemas = useSchemas();
  const value = useEditorSelector((state) => fileValue(state, notice.file));
  const names = useEditorSelector(itemNames);
  const who = notice.by ?? words.someoneElse;
  const when = whenText(notice.at);
  const title = titleOf(value ?? {}, notice.file, schemas);
  const whole = !notice.path.length;
  const text = whole
    ? words.replacedDeleted(who, title, when)
    : words.replacedField(
        who,
        signedInEditor ? words.replacedDid.onSite : words.replacedDid.local,
        `${title} › ${fieldPlace(schemas, notice.file, value, notice.path)}`,
        when,
        valueWords(notice.theirs, words.removedValue, nodeOf(schemas, notice.file, value, notice.path), schemas, names),
      );
  return (
    <Alert
      className={classes.notice}
      color="yellow"
      title={words.replacedTitle}
      withCloseButton
      closeButtonLabel={words.dismiss}
      onClose={() => editor.dismissReplaced(notice.id)}
    >
      <Text size="sm">{text}</Text>
      {!whole && (
        <Button
          variant="default"
          size="sm"
          mt="xs"
          onClick={() => {
            navigate(fieldAddress(notice.file, notice.path));
            focusWhenDrawn(notice.path);
          }}
        >
          {words.openField}
        </Button>
      )}
    </Alert>
  );
}

/**
 * What the person should know of what happened out of their sight, kept in view until they close it: their fields
 * that someone else's change replaced since their last publish (editor.receive), each in words (who changed which
 * field to what, and when) with a way to the field; and a step undone or redone on another page (`step`, useSteps).
 * The form shows the new value already: without this, the person's own text would just change under their eyes.
 */
export function Notices({ step, onCloseStep }: { step: string | null; onCloseStep(): void }) {
  const replaced = useEditorSelector((state) => state.replaced);
  if (!replaced.length && !step) return null;
  return (
    <Stack gap="xs" className={classes.notices}>
      {step && (
        <Alert
          className={classes.notice}
          role="status"
          color="blue"
          withCloseButton
          closeButtonLabel={words.dismiss}
          onClose={onCloseStep}
        >
          {step}
        </Alert>
      )}
      {replaced.map((notice) => (
        <Notice key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
