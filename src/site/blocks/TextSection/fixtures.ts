import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** A heading and plain paragraphs. */
export const headingAndParagraphs = onlyExample("textSection");
