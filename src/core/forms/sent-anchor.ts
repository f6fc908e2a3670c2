/**
 * The anchor of a form's confirmation on its page (src/site/blocks/Form/Form.tsx): a post without scripts is sent back to
 * <page>#<form>-sent, and the confirmation shows while it is the address's target (CSS :target, no script needed).
 */
export const sentAnchor = (formId: string) => `${formId}-sent`;
