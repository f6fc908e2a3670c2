import type { NotificationData } from "@mantine/notifications";

type NotificationPosition = NonNullable<NotificationData["position"]>;

/**
 * Where a form's toast goes: on the right (docs/decisions.md#d13), at the bottom, unless the form's Send button is in
 * the lower half of the screen, where a toast at the bottom would cover it (on /contact, at 1280 px, the form is the
 * right-hand column); then at the top, under the sticky header (toast-styles.css).
 */
export function toastPosition(form: HTMLFormElement | null): NotificationPosition {
  const submit = form?.querySelector('[type="submit"]');
  if (!submit) return "bottom-right";
  const box = submit.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2 ? "top-right" : "bottom-right";
}
