import { useSite } from "../../render-context/site-context.tsx";
import type { FormBlock, Form as FormDefinition } from "../../../core/generated/site-data.ts";
import { Island } from "../../islands/Island.tsx";
import { FormCard } from "./FormCard.tsx";
import type { FormIslandProps } from "./form-island-props.ts";
import { hiddenValues } from "./form-values.ts";
import { useIsNestedBlock } from "../nesting-context.tsx";
import { usePageContent } from "../page-items-context.tsx";
import { SectionContainer } from "../parts/SectionContainer.tsx";
import classes from "./Form.module.css";

/**
 * A form of the forms collection, in a card: an island. Its prerendered HTML is a complete form that posts without
 * any script (the form service answers with the page's confirmation, or with what is wrong); its code loads when it
 * comes near the viewport or is first touched, and adds the checks beside each field, sending without leaving the
 * page, and the toasts (FormCard, in src/site/blocks/Form/FormCard.tsx).
 */
export function Form({ block }: { block: FormBlock }) {
  const props = useFormIslandProps(block);
  const nested = useIsNestedBlock();
  if (!props) return null;
  const card = (
    <Island type="form" props={props}>
      <FormCard {...props} />
    </Island>
  );
  if (nested || block.width === "wide") return card;
  return (
    <SectionContainer>
      <div className={classes.narrow}>{card}</div>
    </SectionContainer>
  );
}

/** The props of a form's island, from the page's data: its definition, messages, service, prefill items and item. */
function useFormIslandProps(block: FormBlock): FormIslandProps | null {
  const site = useSite();
  const { items, item } = usePageContent();
  const found = (items.forms as Record<string, FormDefinition>)[block.form];
  if (!found) return null;
  const { mail: _mail, $schema: _schema, ...definition } = found;
  const prefillCollections = new Set(
    definition.fields.flatMap((field) =>
      (field.prefill ?? []).flatMap((rule) => (rule.collection ? [rule.collection] : [])),
    ),
  );
  const prefillItems = Object.fromEntries(
    [...prefillCollections].map((collection) => [
      collection,
      Object.fromEntries(
        Object.entries(items[collection] as Record<string, { title?: string; name?: string }>).map(([id, entry]) => [
          id,
          { title: entry.title, name: entry.name },
        ]),
      ),
    ]),
  );
  return {
    block: { id: block.id, title: block.title, description: block.description },
    definition,
    messages: site.labels.formMessages,
    formService: site.formService,
    prefillItems,
    hidden: hiddenValues(definition, item),
  };
}
