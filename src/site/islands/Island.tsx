import type { ReactNode } from "react";
import { liveAttribute, propsUrlAttribute } from "../shell/island-markers.ts";
import { reactIslands, type IslandType } from "./island-types.ts";

/** Inside a <script> element, "</script" would end it early: "<" is written as its JSON escape. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/**
 * The part of a page that runs code in the browser: its prerendered HTML, marked with its island type, and the
 * props its code needs as JSON beside it (outside the element, which the island's code may take over), or at
 * `propsUrl`, a file of their own that the island fetches with its code (a search index). The page's shell script (src/site/entry-client.ts) loads the island's code when it nears the viewport or is first touched; until
 * then, and if the code never arrives, the HTML works on its own (links, a form that posts, a row that swipes).
 */
export function Island({
  type,
  props,
  propsUrl,
  children,
}: {
  type: IslandType;
  props?: unknown;
  propsUrl?: string;
  children: ReactNode;
}) {
  // `npm run dev` renders the whole page with React: an island made of React is live as it is.
  const live = import.meta.env.DEV && reactIslands.has(type);
  return (
    <>
      <div data-island={type} {...{ [liveAttribute]: live ? "" : undefined, [propsUrlAttribute]: propsUrl }}>
        {children}
      </div>
      {props !== undefined && !propsUrl && (
        <script
          type="application/json"
          data-island-props={type}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON in a script element, escaped by scriptSafeJson so that it cannot close the element.
          dangerouslySetInnerHTML={{ __html: scriptSafeJson(props) }}
        />
      )}
    </>
  );
}
