import { CloseButton, Input } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { FormField } from "../../../core/forms/field-rules.ts";
import type { FormValues } from "./form-values.ts";
import classes from "./Form.module.css";

/**
 * A file field that is the browser's own file input, seen and styled: its button opens the file picker and, once a
 * file is chosen, the browser itself shows the file's name beside it, before the form's code arrives and with scripts
 * off. Once the code runs, the file is checked at once, and a button beside the name clears it.
 */
export function FileField({
  id,
  field,
  form,
  noFileLabel,
}: {
  id: string;
  field: FormField;
  form: UseFormReturnType<FormValues>;
  noFileLabel: string;
}) {
  const value = form.getValues()[field.name];
  const file = value instanceof File ? value : null;
  const error = form.errors[field.name];
  const describedBy =
    [field.hint && `${id}-description`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  const choose = (chosen: File | null) => form.setFieldValue(field.name, chosen);
  return (
    <Input.Wrapper
      id={id}
      label={field.label}
      description={field.hint}
      error={error}
      withAsterisk={field.required === true}
      errorProps={{ role: "alert" }}
    >
      <div className={classes.file}>
        <input
          id={id}
          type="file"
          name={field.name}
          accept={field.accept?.join(",")}
          required={field.required === true}
          className={classes.fileInput}
          data-chosen={file ? "" : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        {file && (
          <CloseButton
            className={classes.fileClear}
            aria-label={`${field.label}: ${noFileLabel}`}
            onClick={() => {
              const input = document.getElementById(id) as HTMLInputElement | null;
              if (input) input.value = "";
              choose(null);
            }}
          />
        )}
      </div>
    </Input.Wrapper>
  );
}
