import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** The box about a post's author, shown on a post's page (the test renders it on the site's first post). */
export const postAuthorBox = onlyExample("authorBox");
