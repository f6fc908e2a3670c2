import type { ComponentPropsWithRef } from "react";
import type { Href } from "../../core/generated/site-data.ts";

export type SmartLinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & { href: Href };

const web = /^https?:\/\//;

/**
 * A link to any Href of the site data. Every page is its own document (the browser prefetches the likely next
 * ones), so this site's paths are plain links; other websites open in a new tab; mailto: and tel: as they are.
 * Usable as Mantine's `component` (the ref is passed on as a prop in React 19).
 */
export function SmartLink({ href, ...props }: SmartLinkProps) {
  if (web.test(href)) return <a {...props} href={href} target="_blank" rel="noopener noreferrer" />;
  // A phone number as people write it ("+234 1 631 0482") dials as digits only.
  return <a {...props} href={href.startsWith("tel:") ? href.replace(/[\s()-]/g, "") : href} />;
}
