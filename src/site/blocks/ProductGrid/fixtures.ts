import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** Product cards, by the products' ids, each linking to its page. */
export const productCards = onlyExample("productGrid");
