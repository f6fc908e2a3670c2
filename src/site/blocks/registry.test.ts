import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { blockSchemas } from "../../../tests/unit/block-examples.ts";
import { blockComponents } from "./registry.ts";

describe("block registry", () => {
  it("has a component for exactly the block types that have a schema", () => {
    expect(Object.keys(blockComponents).sort()).toEqual(blockSchemas.map((schema) => schema.type).sort());
  });

  it.each(blockSchemas)("$file has an example, which the editor's 'Add a block' offers", ({ type, examples }) => {
    expect(examples.length, `${type}: add an "examples" entry to its schema`).toBeGreaterThan(0);
  });

  /** A block type's folder: its name with a capital, "featureGrid" in src/site/blocks/FeatureGrid/. */
  const folderOf = (type: string) => type[0].toUpperCase() + type.slice(1);

  it.each(Object.keys(blockComponents))(
    "%s has its folder, with its component, its test and the fixtures its test renders",
    (type) => {
      const folder = folderOf(type);
      expect(blockComponents[type as keyof typeof blockComponents].name).toBe(folder);
      for (const file of [`${folder}.tsx`, `${folder}.test.tsx`, "fixtures.ts"])
        expect(existsSync(join(import.meta.dirname, folder, file)), `src/site/blocks/${folder}/${file}`).toBe(true);
    },
  );
});
