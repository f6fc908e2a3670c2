import { useState } from "react";
import { Button, Group, Image, Stack, Text } from "@mantine/core";
import type { SiteImage } from "../../../core/contract/api-types.ts";
import { childNode } from "../../state/schema-tree.ts";
import { useSchemas } from "../../state/editor-store.ts";
import { words } from "../../words.ts";
import { errorOf } from "./FieldProblems.tsx";
import { FieldFrame } from "./FieldFrame.tsx";
import {
  FieldFor,
  fieldId,
  helpOf,
  useFormFile,
  useProblemsAt,
  type FieldProblem,
  type FieldProps,
} from "./field-context.tsx";
import { ImagePicker } from "./ImagePicker.tsx";
import { editorImageSource } from "../../editor-images.ts";

const none: FieldProblem[] = [];

type ImageValue = { src?: string; alt?: string; width?: number; height?: number; decorative?: boolean };

/**
 * A picture: chosen from the site's pictures (or uploaded), its width and height taken from the file, and its alt text,
 * which the schema requires unless the picture is marked decorative.
 */
export function ImageField(props: FieldProps) {
  const form = useFormFile();
  const schemas = useSchemas();
  const [picking, setPicking] = useState(false);
  const value = (props.value ?? {}) as ImageValue;
  const srcProblems = useProblemsAt([...props.path, "src"]);
  const choose = (image: SiteImage) => {
    setPicking(false);
    form.edit(props.path, { ...value, src: image.src, alt: value.alt ?? "", width: image.width, height: image.height });
  };
  const child = (key: string) => childNode(schemas, props.node, key, (value as Record<string, unknown>)[key])!;
  // No problems in the frame: a picture's are shown where they are, under its file (src) and at its alt text and
  // decorative fields (a missing alt text, which the validator reports at the picture, too).
  return (
    <FieldFrame label={props.label} required={props.required} help={helpOf(props.node)} problems={none} gap="xs">
      <Group align="flex-start">
        {value.src && <Image src={editorImageSource(value.src)} alt="" w={120} h={80} fit="contain" />}
        <Stack gap={4}>
          <Text size="sm" id={fieldId([...props.path, "src"])}>
            {value.src || words.noneChosen}
            {value.src && value.width && value.height ? ` (${words.imageSize(value.width, value.height)})` : ""}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={() => setPicking(true)}>
              {value.src ? words.imageChange : words.imageChoose}
            </Button>
            {!props.required && props.value !== undefined && (
              <Button size="xs" variant="subtle" color="red" onClick={() => form.edit(props.path, undefined)}>
                {words.removeField(props.label)}
              </Button>
            )}
          </Group>
          {errorOf(srcProblems) && (
            <Text size="sm" c="red.9">
              {errorOf(srcProblems)}
            </Text>
          )}
        </Stack>
      </Group>
      {props.value !== undefined && (
        <>
          <FieldFor
            node={child("alt")}
            path={[...props.path, "alt"]}
            value={value.alt}
            label={words.altText}
            required
          />
          <FieldFor
            node={child("decorative")}
            path={[...props.path, "decorative"]}
            value={value.decorative}
            label={words.decorative}
            required={false}
          />
        </>
      )}
      <ImagePicker opened={picking} onClose={() => setPicking(false)} onChoose={choose} />
    </FieldFrame>
  );
}
