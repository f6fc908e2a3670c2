/**
 * The project's schemas by name ("collections/posts.schema.json"), as the editor's server sends them and the admin's
 * workspace holds them: for the tests of what reads a schema's words (what an item of a collection is called).
 */
import { join } from "node:path";
import { readSchemaFiles } from "../../src/core/validation/schema-files.ts";

export const projectSchemas: Record<string, Record<string, unknown>> = Object.fromEntries(
  readSchemaFiles(join(import.meta.dirname, "../../schemas")).map(({ name, schema }) => [name, schema]),
);
