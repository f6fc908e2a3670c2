import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** Client logos, by the clients' ids. */
export const clientLogos = onlyExample("logoRow");
