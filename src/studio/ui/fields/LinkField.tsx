import { Autocomplete } from "@mantine/core";
import { useEditorSelector } from "../../state/editor-store.ts";
import { words } from "../../words.ts";
import { errorOf, FieldWarnings } from "./FieldProblems.tsx";
import { fieldId, useFormFile, useProblemsAt, type FieldProps } from "./field-context.tsx";

const noTargets: string[] = [];
/** Every answer of the validator brings the site's addresses anew: the same ones are the same list, and the field stays as it is. */
const sameStrings = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i]);

/** A link: a page of the site or a section of it, from the site's own addresses, or any address typed in. */
export function LinkField(props: FieldProps) {
  const form = useFormFile();
  const problems = useProblemsAt(props.path);
  const targets = useEditorSelector((state) => state.check?.linkTargets ?? noTargets, sameStrings);
  // The server could not work out the site's addresses: the field says so, and takes an address typed in.
  const targetsProblem = useEditorSelector((state) => state.check?.linkTargetsProblem?.message);
  return (
    <div>
      <Autocomplete
        id={fieldId(props.path)}
        label={props.label}
        description={targetsProblem ?? words.linkHelp}
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
