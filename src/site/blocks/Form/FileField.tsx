import { CloseButton, Input } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { FormField } from "../../../core/forms/field-rules.ts";
import type { FormValues } from "./form-values.ts";
import classes from "./Form.module.css";

/**
 * A file field built on the browser's own file input, so choosing a file works before the form's code arrives and
 * with scripts off: the input lies, transparent, over the box that shows the chosen file's name, so a click or a tap
 * anywhere on it opens the file picker, and it takes the keyboard's focus. Once the code runs, the name shows, the
 * file is checked at once, and a button clears it.
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
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
        />
        {/* What the input shows, for the eye; the input itself is what is read out and operated. */}
        <Input
          component="span"
          withAria={false}
          aria-hidden="true"
          pointer
          error={error}
          classNames={{ input: classes.fileBox }}
          data-empty={file ? undefined : ""}
        >
          {file ? file.name : noFileLabel}
        </Input>
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
