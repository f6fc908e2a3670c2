import { Autocomplete } from "@mantine/core";
import { useEditor } from "../../state/editor-store.ts";
import { words } from "../../words.ts";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, problemsAt, useFormFile, type FieldProps } from "./field-context.tsx";

/** A link: a page of the site or a section of it, from the site's own addresses, or any address typed in. */
export function LinkField(props: FieldProps) {
  const form = useFormFile();
  const problems = problemsAt(form.problems, props.path);
  const targets = useEditor().check?.linkTargets ?? [];
  return (
    <div>
      <Autocomplete
        id={fieldId(props.path)}
        label={props.label}
        description={words.linkHelp}
        withAsterisk={props.required}
        data={targets}
        limit={30}
        value={typeof props.value === "string" ? props.value : ""}
        error={errorOf(problems)}
        onChange={(next) => form.edit(props.path, next === "" && !props.required ? undefined : next)}
      />
      <FieldWarnings problems={problems} />
    </div>
  );
}
