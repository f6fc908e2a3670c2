import { Group, Select } from "@mantine/core";
import { icons } from "../../../site/blocks/icons.ts";
import type { IconName } from "../../../core/generated/site-data.ts";
import { words } from "../../words.ts";
import { FieldWarnings } from "./FieldProblems.tsx";
import type { FieldProps } from "./field-context.tsx";
import { useField } from "./use-field.ts";

function IconOf({ name }: { name: string }) {
  const Icon = icons[name as IconName];
  return Icon ? <Icon size={20} aria-hidden /> : null;
}

/** An icon of the site's icon set (src/site/blocks/icons.ts), each shown beside its name. */
export function IconField(props: FieldProps) {
  const { form, problems, input } = useField(props);
  const names = props.node.schema.enum as string[];
  const value = typeof props.value === "string" ? props.value : null;
  return (
    <div>
      <Select
        {...input}
        placeholder={words.iconPicker}
        searchable
        clearable={!props.required}
        data={names}
        value={value}
        leftSection={value ? <IconOf name={value} /> : undefined}
        renderOption={({ option }) => (
          <Group gap="sm">
            <IconOf name={option.value} />
            {option.label}
          </Group>
        )}
        onChange={(next) => form.edit(props.path, next ?? undefined)}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
