/**
 * Every image field of every schema names the place it is shown in ("imagePlace"): without it, its file would be
 * checked by nothing but its existence, and a photo added there would never be warned about.
 */
import { describe, expect, it } from "vitest";
import { readSchemaFiles } from "../../../src/core/validation/schema-files.ts";
import { imagePlaceNames } from "../../../src/core/images/image-places.ts";
import { schemasDir } from "./fixture-site.ts";

type Node = Record<string, unknown>;

function imageFields(node: unknown, path: string): { path: string; place: unknown }[] {
  if (Array.isArray(node)) return node.flatMap((child, index) => imageFields(child, `${path}/${index}`));
  if (typeof node !== "object" || node === null) return [];
  const record = node as Node;
  const here =
    typeof record.$ref === "string" && /(^|\/)image\.schema\.json$/.test(record.$ref)
      ? [{ path, place: record.imagePlace }]
      : [];
  return [...here, ...Object.entries(record).flatMap(([key, child]) => imageFields(child, `${path}/${key}`))];
}

describe("image fields in the schemas", () => {
  const fields = readSchemaFiles(schemasDir).flatMap(({ name, schema }) => imageFields(schema, name));

  it("are found (the site has images in blocks, collections and site.json)", () => {
    expect(fields.length).toBeGreaterThanOrEqual(12);
  });

  it.each(fields.map((field) => [field.path, field.place]))("%s names its place", (_path, place) => {
    expect(imagePlaceNames).toContain(place);
  });
});
