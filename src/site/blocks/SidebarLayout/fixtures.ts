import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** A main column and a sidebar, each holding one richText block (the sidebar's with a link). */
export const storyWithSidebar = onlyExample("sidebarLayout");
