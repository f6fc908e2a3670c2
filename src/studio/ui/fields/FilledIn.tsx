import { Text } from "@mantine/core";
import { itemWordsOf } from "../../../core/content/collection-words.ts";
import { fileValue } from "../../state/editor-state.ts";
import { useEditorSelector } from "../../state/editor-store.ts";
import { siteOf } from "../../state/file-titles.ts";
import { hasTokens, readableText } from "../../state/readable-text.ts";
import { words } from "../../words.ts";
import { useFormFile } from "./field-context.tsx";

/**
 * Under a text with placeholders ("{company.phone}"), what visitors read: the site's details filled in, and what the
 * page fills in said by name ("[the post's title]"), so that nobody has to know what the braces stand for.
 */
export function FilledIn({ text }: { text: unknown }) {
  const { file } = useFormFile();
  const shown = useEditorSelector((state) => {
    if (!hasTokens(text)) return null;
    const collection = (fileValue(state, file) as { collection?: unknown } | undefined)?.collection;
    const item = typeof collection === "string" ? itemWordsOf(state.schemas, collection)?.short : undefined;
    return readableText(text, siteOf(state), item);
  });
  if (shown === null) return null;
  return (
    <Text size="sm" mt={4} c="dimmed">
      {words.visitorsRead(shown)}
    </Text>
  );
}
