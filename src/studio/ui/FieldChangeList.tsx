import { Group, Image, List, Text } from "@mantine/core";
import { editorImageSource } from "../editor-images.ts";
import { changeWords, type FieldChange, type Picture } from "../state/field-changes.ts";

/** A picture of a change, small; the words beside it say what it shows (its alt text), so it adds nothing to read aloud. */
function Thumbnail({ picture }: { picture: Picture }) {
  return <Image src={editorImageSource(picture.src)} alt="" w={72} h={48} fit="contain" bg="gray.1" radius="sm" />;
}

/** What changed in one file, a line per field; a picture changed is shown as the pictures, before and after. */
export function FieldChangeList({ changes }: { changes: FieldChange[] }) {
  return (
    <List size="sm" spacing={4}>
      {changes.map((change, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the changes of one file, listed once in their order; two can read the same.
        <List.Item key={index}>
          {change.kind === "picture" ? (
            <Group gap="xs" wrap="wrap" align="center">
              <Text size="sm" span>
                {changeWords(change)}
              </Text>
              {change.before && <Thumbnail picture={change.before} />}
              {change.before && change.after && (
                <Text span aria-hidden>
                  →
                </Text>
              )}
              {change.after && <Thumbnail picture={change.after} />}
            </Group>
          ) : (
            changeWords(change)
          )}
        </List.Item>
      ))}
    </List>
  );
}
