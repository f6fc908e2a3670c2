import { IconChevronDown } from "@tabler/icons-react";
import { NativeSelect, SimpleGrid, Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { FormField } from "../../../core/forms/field-rules.ts";
import { maxLengthOf } from "../../../core/forms/field-rules.ts";
import { prefillAttribute, prefillRules, type PrefillItems } from "../../../core/forms/prefill.ts";
import type { FormDefinition } from "./form-island-props.ts";
import { FileField } from "./FileField.tsx";
import { fieldId, layoutFields, visibleFields, type FormValues } from "./form-values.ts";
import classes from "./Form.module.css";

/** An error appears beside its field and is read out when it appears. */
const errorProps = { role: "alert" } as const;

/** The visible fields of a form, grouped under their headings, two "half" fields to a row on wide screens. */
export function FormFields({
  definition,
  form,
  prefillItems,
}: {
  definition: FormDefinition;
  form: UseFormReturnType<FormValues>;
  prefillItems: PrefillItems;
}) {
  return layoutFields(visibleFields(definition)).map((group, index) => {
    const rows = group.rows.map((row) =>
      row.length === 1 ? (
        <Field key={row[0].name} definition={definition} field={row[0]} form={form} prefillItems={prefillItems} />
      ) : (
        <SimpleGrid key={row[0].name} cols={{ base: 1, sm: 2 }} spacing="md">
          {row.map((field) => (
            <Field key={field.name} definition={definition} field={field} form={form} prefillItems={prefillItems} />
          ))}
        </SimpleGrid>
      ),
    );
    if (!group.legend)
      return (
        // biome-ignore lint/suspicious/noArrayIndexKey: groups are made from the fields in their order and have no id (a legend may be missing or repeat)
        <div key={index} className={classes.group}>
          {rows}
        </div>
      );
    return (
      // biome-ignore lint/suspicious/noArrayIndexKey: groups are made from the fields in their order and have no id (a legend may be missing or repeat)
      <fieldset key={index} className={classes.fieldset}>
        <legend className={classes.legend}>{group.legend}</legend>
        <div className={classes.group}>{rows}</div>
      </fieldset>
    );
  });
}

function Field({
  definition,
  field,
  form,
  prefillItems,
}: {
  definition: FormDefinition;
  field: FormField;
  form: UseFormReturnType<FormValues>;
  prefillItems: PrefillItems;
}) {
  const id = fieldId(definition.id, field.name);
  if (field.type === "file")
    return <FileField id={id} field={field} form={form} noFileLabel={definition.noFileLabel ?? ""} />;
  const common = {
    id,
    name: field.name,
    label: field.label,
    description: field.hint,
    // The browser's own check too: before the form's code arrives, or without scripts, an empty required field
    // stops the post with the browser's message (the form turns those off once its own checks run).
    required: field.required === true,
    withAsterisk: field.required === true,
    errorProps,
    // Filled from the address by the page's own script as it loads (?demo=true&product=payvibe), before this code.
    ...(field.prefill?.length ? { [prefillAttribute]: JSON.stringify(prefillRules(field, prefillItems)) } : {}),
    ...form.getInputProps(field.name),
  };
  switch (field.type) {
    case "textarea":
      return (
        <Textarea {...common} placeholder={field.placeholder} rows={field.rows ?? 4} maxLength={maxLengthOf(field)} />
      );
    case "select":
      return (
        <NativeSelect
          {...common}
          rightSection={<IconChevronDown size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          data={[{ value: "", label: field.placeholder ?? "", disabled: true }, ...(field.options ?? [])]}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={field.type === "email" ? "email" : field.type === "tel" ? "tel" : "text"}
          placeholder={field.placeholder}
          autoComplete={field.autocomplete}
          maxLength={maxLengthOf(field)}
        />
      );
  }
}
