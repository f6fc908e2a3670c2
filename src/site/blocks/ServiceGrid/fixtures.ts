import { exampleWhere } from "../../../../tests/unit/block-examples.ts";

/** Service cards, by the services' ids, each linking to its page, without the services' features. */
export const serviceCards = exampleWhere("serviceGrid", "without the features", (block) => !block.showFeatures);
