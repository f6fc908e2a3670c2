import type { FormServiceConfig } from "../../../core/forms/protocol.ts";
import type { FormMessages } from "../../../core/forms/field-rules.ts";
import type { Form, FormBlock } from "../../../core/generated/site-data.ts";

/** A form's definition as the browser gets it: everything but who its e-mails go to. */
export type FormDefinition = Omit<Form, "mail" | "$schema">;

import type { PrefillItems } from "../../../core/forms/prefill.ts";

export type { PrefillItems } from "../../../core/forms/prefill.ts";

/**
 * Everything a form needs in the browser, and nothing more: the island's props (src/site/blocks/Form/island.tsx), as
 * JSON beside the prerendered form. Who a form's e-mails go to is not among them.
 */
export interface FormIslandProps {
  block: Pick<FormBlock, "id" | "title" | "description">;
  definition: FormDefinition;
  messages: FormMessages;
  /** Where submissions go (site.json "formService"); none: a submission is only simulated. */
  formService?: FormServiceConfig;
  prefillItems: PrefillItems;
  /** Hidden fields' values from the page's item (the job applied for). */
  hidden: Record<string, string>;
}
