import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useLocation } from "react-router-dom";
import { useSite } from "../app/site-context.tsx";
import type { FormBlock, Form as FormDefinition } from "../generated/site-data.ts";
import { checkFile, checkText } from "../forms/field-rules.ts";
import { formEndpoint, submitForm } from "../forms/submit-form.ts";
import { FormFields } from "./form/FormFields.tsx";
import { Toasts } from "./form/Toasts.tsx";
import { fieldId, hiddenValues, initialValues, toFormData, visibleFields, type FormValues } from "./form/form-values.ts";
import { sentAnchor } from "../forms/sent-anchor.ts";
import { useIsNestedBlock } from "./nesting-context.tsx";
import { usePageContent } from "./page-items-context.tsx";
import { SectionContainer } from "./parts/SectionContainer.tsx";
import classes from "./form/Form.module.css";
import formStyles from "./form/form-styles.css?url";

/** With no form service configured (site.json has no "formService"), a submission is only simulated, this long. */
const simulatedDelayMs = 1500;

/**
 * A form of the forms collection, in a card. The prerendered HTML is the complete form; its code loads when it comes
 * near the viewport or gets focus. Checks run beside each field from the field definitions (the same checks as the
 * local form service's); the service's own field errors are shown at their fields. A failed submission keeps every
 * value; a successful one clears them (unless the form says otherwise). Every submission ends in a toast. Never
 * retried automatically: a retried POST could send twice.
 */
export function Form({ block }: { block: FormBlock }) {
  const definition = (usePageContent().items.forms as Record<string, FormDefinition>)[block.form];
  const nested = useIsNestedBlock();
  const card = definition ? <FormCard block={block} definition={definition} /> : null;
  // Hoisted into the <head> by React (and by the prerender), once however many forms the page has.
  const styles = formStyles ? <link rel="stylesheet" href={formStyles} precedence="default" /> : null;
  if (nested || block.width === "wide")
    return (
      <>
        {styles}
        {card}
      </>
    );
  return (
    <SectionContainer>
      {styles}
      <div className={classes.narrow}>{card}</div>
    </SectionContainer>
  );
}

function FormCard({ block, definition }: { block: FormBlock; definition: FormDefinition }) {
  const site = useSite();
  const { items, item } = usePageContent();
  const { search, pathname } = useLocation();
  const messages = site.labels.formMessages;
  const [busy, setBusy] = useState(false);
  // Marks the form as working (its code loaded and hydrated): until then the prerendered form is only HTML.
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const formElement = useRef<HTMLFormElement>(null);
  const fields = visibleFields(definition);
  const titleId = `${block.id ?? definition.id}-form-title`;
  // Where a post without scripts comes back to: this page, at the confirmation below (shown as the address's target).
  const sentId = sentAnchor(block.id ?? definition.id);

  const form = useForm<FormValues>({
    // The prerender knows no query string: the address's prefill is applied once mounted (below), not here.
    initialValues: initialValues(definition, new URLSearchParams(), items),
    validateInputOnChange: fields.filter((field) => field.type === "file").map((field) => field.name),
    validate: Object.fromEntries(
      fields.map((field) => [
        field.name,
        (value: FormValues[string]) =>
          (field.type === "file" ? checkFile(field, value instanceof File ? value : undefined, messages) : checkText(field, typeof value === "string" ? value : "", messages))?.message ?? null,
      ]),
    ),
  });

  useEffect(() => {
    const prefilled = initialValues(definition, new URLSearchParams(search), items);
    for (const [name, value] of Object.entries(prefilled)) if (value) form.setFieldValue(name, value);
    // Only when the address changes: the visitor's own typing is never overwritten.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  // By id: a file field's named <input> is hidden, its button carries the id its label points to.
  const focusField = (name: string) => document.getElementById(fieldId(definition.id, name))?.focus();

  const send = async (values: FormValues) => {
    setBusy(true);
    try {
      const data = toFormData(values, hiddenValues(definition, item), { _next: `${pathname}#${sentId}`, _gotcha: honeypotValue(formElement.current) });
      const result = site.formService
        ? await submitForm(site.formService, definition.serviceFormId ?? definition.id, data)
        : await new Promise<{ ok: true; next: string }>((resolve) => setTimeout(() => resolve({ ok: true, next: pathname }), simulatedDelayMs));
      if (result.ok) {
        notifications.show({ message: definition.successMessage, color: "green" });
        if (definition.clearOnSuccess !== false) form.reset();
        return;
      }
      const known = result.fieldErrors.filter((error) => fields.some((field) => field.name === error.field));
      if (known.length) {
        form.setErrors(Object.fromEntries(known.map((error) => [error.field, error.message])));
        focusField(known[0].field);
      }
      notifications.show({ message: definition.failureMessage, color: "red" });
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
        noValidate
        method="post"
        encType="multipart/form-data"
        action={site.formService ? formEndpoint(site.formService, definition.serviceFormId ?? definition.id) : undefined}
        onSubmit={onSubmit}
        aria-busy={busy}
        data-live={live || undefined}
      >
        <FormFields definition={definition} form={form} noFileLabel={definition.noFileLabel} />
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

const honeypotValue = (form: HTMLFormElement | null) => (form?.elements.namedItem("_gotcha") as HTMLInputElement | null)?.value ?? "";
