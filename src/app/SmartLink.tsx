import type { ComponentPropsWithRef } from "react";
import { Link, useLocation } from "react-router-dom";
import type { Href } from "../generated/site-data.ts";

export type SmartLinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & { href: Href };

const internal = /^(\/(?!\/)|#)/;
const web = /^https?:\/\//;

/**
 * A link to any Href of the site data: in-app navigation for this site's paths, a new tab for other websites,
 * a plain link for mailto: and tel:. Usable as Mantine's `component` (the ref is passed on as a prop in React 19).
 */
export function SmartLink({ href, ...props }: SmartLinkProps) {
  const { pathname } = useLocation();
  // A section of the page already shown ("#openings", "/careers#openings" on /careers): the browser scrolls to it
  // itself. Through the router it would wait for every block of the page, blocks still to load included.
  const samePageAnchor = href.startsWith("#") || (href.startsWith(`${pathname}#`) && pathname !== "");
  if (samePageAnchor) return <a {...props} href={href} />;
  if (internal.test(href)) return <Link {...props} to={href} />;
  if (web.test(href)) return <a {...props} href={href} target="_blank" rel="noopener noreferrer" />;
  // A phone number as people write it ("+234 1 631 0482") dials as digits only.
  return <a {...props} href={href.startsWith("tel:") ? href.replace(/[\s()-]/g, "") : href} />;
}
