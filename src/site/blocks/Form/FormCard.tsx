import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useAddress } from "../../render-context/address-context.tsx";
import { checkFile, checkText } from "../../../core/forms/field-rules.ts";
import { sentAnchor } from "../../../core/forms/sent-anchor.ts";
import { formEndpoint, submitForm } from "../../../core/forms/submit-form.ts";
import type { FormIslandProps } from "./form-island-props.ts";
import { FormFields } from "./FormFields.tsx";
import { fieldId, initialValues, toFormData, visibleFields, type FormValues } from "./form-values.ts";
import { toastPosition } from "./toast-position.ts";
import { Toasts } from "./Toasts.tsx";
import classes from "./Form.module.css";

/** With no form service configured (site.json has no "formService"), a submission is only simulated, this long. */
const simulatedDelayMs = 1500;

/**
 * A form in a card, from its props alone (the form island hydrates exactly this). Checks run beside each field
 * from the field definitions (the same checks as the local form service's); the service's own field errors are
 * shown at their fields. A failed submission keeps every value; a successful one clears them (unless the form says
 * otherwise). Every submission ends in a toast. Never retried automatically: a retried POST could send twice.
 * Before its code arrives it is a plain form that posts by itself, with its hidden fields and the address of its
 * confirmation on this page (`_next`).
 */
export function FormCard({ block, definition, messages, formService, prefillItems, hidden }: FormIslandProps) {
  const { search, pathname } = useAddress();
  const [busy, setBusy] = useState(false);
  // Marks the form as working (its code loaded and hydrated): until then the prerendered form is only HTML.
  const [live, setLive] = useState(false);
  const formElement = useRef<HTMLFormElement>(null);
  const fields = visibleFields(definition);
  const titleId = `${block.id ?? definition.id}-form-title`;
  // Where a post without scripts comes back to: this page, at the confirmation below (shown as the address's target).
  const sentId = sentAnchor(block.id ?? definition.id);

  const form = useForm<FormValues>({
    // The prerender knows no query string: the address's prefill is applied once mounted (below), not here.
    initialValues: initialValues(definition, new URLSearchParams(), prefillItems),
    validateInputOnChange: fields.filter((field) => field.type === "file").map((field) => field.name),
    validate: Object.fromEntries(
      fields.map((field) => [
        field.name,
        (value: FormValues[string]) =>
          (field.type === "file"
            ? checkFile(field, value instanceof File ? value : undefined, messages)
            : checkText(field, typeof value === "string" ? value : "", messages)
          )?.message ?? null,
      ]),
    ),
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after hydration; `fields` and `form` are new on every render, so listing them would copy the page's inputs again on each one.
  useEffect(() => {
    // What the visitor typed or chose before this code arrived is in the page's inputs: it becomes the form's own.
    const elements = formElement.current?.elements;
    for (const field of fields) {
      const input = elements?.namedItem(field.name) as
        | HTMLInputElement
        | HTMLTextAreaElement
        | HTMLSelectElement
        | null;
      if (!input) continue;
      if (input instanceof HTMLInputElement && input.type === "file") {
        if (input.files?.[0]) form.setFieldValue(field.name, input.files[0]);
      } else if (input.value) form.setFieldValue(field.name, input.value);
    }
    setLive(true);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the address changes, so that the visitor's own typing is never overwritten.
  useEffect(() => {
    const prefilled = initialValues(definition, new URLSearchParams(search), prefillItems);
    for (const [name, value] of Object.entries(prefilled))
      if (value && !form.getValues()[name]) form.setFieldValue(name, value);
  }, [search]);

  // By id: every field's input carries the id its label points to.
  const focusField = (name: string) => document.getElementById(fieldId(definition.id, name))?.focus();

  const send = async (values: FormValues) => {
    setBusy(true);
    try {
      const data = toFormData(values, hidden, {
        _next: `${pathname}#${sentId}`,
        _gotcha: honeypotValue(formElement.current),
      });
      const result = formService
        ? await submitForm(formService, definition.serviceFormId ?? definition.id, data)
        : await new Promise<{ ok: true; next: string }>((resolve) =>
            setTimeout(() => resolve({ ok: true, next: pathname }), simulatedDelayMs),
          );
      if (result.ok) {
        notifications.show({
          message: definition.successMessage,
          color: "green",
          position: toastPosition(formElement.current),
        });
        if (definition.clearOnSuccess !== false) {
          form.reset();
          // A file input keeps its file unless emptied itself.
          formElement.current?.querySelectorAll<HTMLInputElement>('input[type="file"]').forEach((input) => {
            input.value = "";
          });
        }
        return;
      }
      const known = result.fieldErrors.filter((error) => fields.some((field) => field.name === error.field));
      if (known.length) {
        form.setErrors(Object.fromEntries(known.map((error) => [error.field, error.message])));
        focusField(known[0].field);
      }
      notifications.show({
        message: definition.failureMessage,
        color: "red",
        position: toastPosition(formElement.current),
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    form.onSubmit(
      (values) => void send(values),
      (errors) => {
        const first = fields.find((field) => errors[field.name]);
        if (first) focusField(first.name);
      },
    )(event);
  };

  return (
    <Paper withBorder radius="md" p={{ base: "lg", sm: "xl" }} className={classes.card}>
      <Stack gap="xs" mb="lg">
        <Title order={2} id={titleId} className={classes.title}>
          {block.title}
        </Title>
        {block.description && <Text c="dimmed">{block.description}</Text>}
      </Stack>
      <p id={sentId} className={classes.sent} role="status">
        {definition.successMessage}
      </p>
      <form
        ref={formElement}
        aria-labelledby={titleId}
        // Until its code runs, the browser checks the fields itself (required, type, maxlength, accept); then the
        // form's own checks take over, with the site's words beside each field.
        noValidate={live}
        method="post"
        encType="multipart/form-data"
        action={formService ? formEndpoint(formService, definition.serviceFormId ?? definition.id) : undefined}
        onSubmit={onSubmit}
        aria-busy={busy}
        data-live={live || undefined}
      >
        <FormFields definition={definition} form={form} prefillItems={prefillItems} />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name="_next" value={`${pathname}#${sentId}`} />
        <Honeypot />
        <Button type="submit" mt="lg" size="md" disabled={busy} fullWidth={fields.length < 3}>
          {busy ? definition.busyLabel : definition.submitLabel}
        </Button>
      </form>
      <Toasts />
    </Paper>
  );
}

/**
 * A field people never see or fill (off screen, out of the tab order, hidden from screen readers) and spam robots
 * often do: the form service stores such a submission as spam, never as a message.
 */
function Honeypot() {
  return (
    <div className={classes.honeypot} aria-hidden="true">
      <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

const honeypotValue = (form: HTMLFormElement | null) =>
  (form?.elements.namedItem("_gotcha") as HTMLInputElement | null)?.value ?? "";
