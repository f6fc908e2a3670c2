import { onlyExample } from "../../../../tests/unit/block-examples.ts";

/** A post's header with a link back to the blog, shown on a post's page (the test renders it on the site's first post). */
export const postHeader = onlyExample("articleHeader");
