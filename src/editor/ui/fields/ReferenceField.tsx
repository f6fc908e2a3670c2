import { MultiSelect, Select } from "@mantine/core";
import { useEditor } from "../../state/editor-store.ts";
import { itemChoices } from "../../state/file-titles.ts";
import { words } from "../../words.ts";
import { FieldWarnings } from "./FieldProblems.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

/** Choices for ids: every item of the collection, by title, plus an id that no longer exists (so it can be seen and fixed). */
function useChoices(collection: string, ids: string[]) {
  const choices = itemChoices(useEditor(), collection);
  const missing = ids.filter((id) => !choices.some((choice) => choice.value === id)).map((id) => ({ value: id, label: id }));
  return [...choices, ...missing];
}

/** One item of a collection ("collectionRef" in the schema), searchable by title. */
export function ReferenceField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const value = typeof props.value === "string" ? props.value : null;
  const data = useChoices(String(props.node.schema.collectionRef), value ? [value] : []);
  return (
    <div>
      <Select
        {...input}
        placeholder={words.referenceSearch}
        searchable
        clearable={!props.required}
        data={data}
        value={value}
        onChange={(next) => form.edit(props.path, next ?? (props.required ? "" : undefined))}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}

/** A list of items of a collection, in the order chosen. */
export function ReferenceListField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const ids = Array.isArray(props.value) ? props.value.map(String) : [];
  const collection = String((props.node.schema.items as Record<string, unknown>).collectionRef);
  const data = useChoices(collection, ids);
  return (
    <div>
      <MultiSelect
        {...input}
        placeholder={words.referenceSearch}
        searchable
        data={data}
        value={ids}
        onChange={(next) => form.edit(props.path, next.length === 0 && !props.required ? undefined : next)}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
