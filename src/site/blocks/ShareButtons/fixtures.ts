import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** Share links for every network, and the copy button, each with its name for screen readers. */
export const shareOnEveryNetwork = onlyExample("shareButtons");
