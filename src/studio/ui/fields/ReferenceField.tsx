import { useState } from "react";
import { MultiSelect, Select } from "@mantine/core";
import { useEditorSelector } from "../../state/editor-store.ts";
import { itemChoice, itemChoices, type ItemChoice } from "../../state/file-titles.ts";
import { words } from "../../words.ts";
import { FieldWarnings } from "./FieldProblems.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

const sameChoices = (a: ItemChoice[], b: ItemChoice[]) =>
  a.length === b.length && a.every((choice, i) => choice.value === b[i].value && choice.label === b[i].label);

/**
 * Choices for ids: while the list is open, every item of the collection, by title, plus an id that no longer exists
 * (so it can be seen and fixed); while it is closed, only the items chosen, which is all it shows. A collection of a
 * thousand posts is listed when the person looks at it, not at every keystroke elsewhere in the form.
 */
function useChoices(collection: string, ids: string[], open: boolean) {
  return useEditorSelector((state) => {
    if (!open) return ids.map((id) => itemChoice(state, collection, id));
    const choices = itemChoices(state, collection);
    const missing = ids
      .filter((id) => !choices.some((choice) => choice.value === id))
      .map((id) => ({ value: id, label: id }));
    return missing.length ? [...choices, ...missing] : choices;
  }, sameChoices);
}

/** One item of a collection ("collectionRef" in the schema), searchable by title. */
export function ReferenceField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const [open, setOpen] = useState(false);
  const value = typeof props.value === "string" ? props.value : null;
  const data = useChoices(String(props.node.schema.collectionRef), value ? [value] : [], open);
  return (
    <div>
      <Select
        {...input}
        placeholder={words.referenceSearch}
        searchable
        clearable={!props.required}
        data={data}
        value={value}
        onDropdownOpen={() => setOpen(true)}
        onDropdownClose={() => setOpen(false)}
        onChange={(next) => form.edit(props.path, next ?? (props.required ? "" : undefined))}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}

/** A list of items of a collection, in the order chosen. */
export function ReferenceListField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const [open, setOpen] = useState(false);
  const ids = Array.isArray(props.value) ? props.value.map(String) : [];
  const collection = String((props.node.schema.items as Record<string, unknown>).collectionRef);
  const data = useChoices(collection, ids, open);
  return (
    <div>
      <MultiSelect
        {...input}
        placeholder={words.referenceSearch}
        searchable
        data={data}
        value={ids}
        onDropdownOpen={() => setOpen(true)}
        onDropdownClose={() => setOpen(false)}
        onChange={(next) => form.edit(props.path, next.length === 0 && !props.required ? undefined : next)}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
