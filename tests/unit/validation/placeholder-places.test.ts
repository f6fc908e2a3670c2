/**
 * The placeholders a text may name where its schema says so ("placeholders", src/core/validation/placeholder-places.ts):
 * a label's own are unknown in another label, and a schema alone lets a text name a new one.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { createSchemaValidators, type SchemaValidators } from "../../../src/core/validation/ajv-instance.ts";
import { placeholderPlacesOf } from "../../../src/core/validation/placeholder-places.ts";
import { readSchemaFiles } from "../../../src/core/validation/schema-files.ts";
import type { SourceFile } from "../../../src/core/validation/json-source.ts";
import { fixtureFiles, fixturePublicImages, schemaValidators, schemasDir } from "./fixture-site.ts";

// biome-ignore lint/suspicious/noExplicitAny: the tests reach into site data and schemas at any depth to break one thing; what they check is the validator's answer.
type Json = Record<string, any>;
const SITE = "site-data/site.json";
const FORM = "site-data/collections/forms/newsletter.json";

const form = {
  $schema: "../../../schemas/collections/forms.schema.json",
  id: "newsletter",
  fields: [{ name: "email", label: "Email", type: "email", required: true }],
  submitLabel: "Subscribe",
  busyLabel: "Subscribing...",
  successMessage: "Thank you.",
  failureMessage: "Not subscribed.",
  mail: { subject: "Newsletter: {value.email}" },
};

/** valid-site and a form of one field, with site.json's labels and the form changed: what validation says of either. */
function validate(validators: SchemaValidators, change: (labels: Json, form: Json) => void) {
  const newsletter = structuredClone(form);
  const files: SourceFile[] = fixtureFiles().map((source) => {
    if (source.file !== SITE) return source;
    const site = JSON.parse(source.text) as Json;
    change(site.labels, newsletter);
    return { file: SITE, text: `${JSON.stringify(site, null, 2)}\n` };
  });
  files.push({ file: FORM, text: `${JSON.stringify(newsletter, null, 2)}\n` });
  return checkSiteData({ files, validators, publicImage: fixturePublicImages() })
    .diagnostics.filter((diagnostic) => diagnostic.file === SITE || diagnostic.file === FORM)
    .map(({ file, pointer, code, params }) => ({ file, pointer, code, params }));
}

const copies: string[] = [];
afterAll(() => copies.forEach((dir) => void rmSync(dir, { recursive: true, force: true })));

/** A copy of schemas/ with `change` made to the schema `name`: the validators of another project's schemas. */
function validatorsWith(name: string, change: (schema: Json) => void): SchemaValidators {
  const dir = mkdtempSync(join(tmpdir(), "placeholder-schemas-"));
  copies.push(dir);
  cpSync(schemasDir, dir, { recursive: true });
  const schema = JSON.parse(readFileSync(join(dir, name), "utf8")) as Json;
  change(schema);
  writeFileSync(join(dir, name), JSON.stringify(schema, null, 2));
  return createSchemaValidators(dir);
}

describe("placeholders the schemas allow", () => {
  it("reads every schema that has the keyword, where a file's place says which applies", () => {
    const files = readSchemaFiles(schemasDir);
    let written = 0;
    const count = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(count);
      else if (node && typeof node === "object") {
        const schema = node as Json;
        if (Array.isArray(schema.placeholders) || typeof schema.unknownPlaceholderCode === "string") written++;
        Object.values(schema).forEach(count);
      }
    };
    files.forEach(({ schema }) => void count(schema));
    // A keyword in a block's schema, or behind a "$ref", would count here and not be read: say so, not ignore it.
    const read = [...placeholderPlacesOf(files).values()].reduce((sum, places) => sum + places.length, 0);
    expect(written).toBeGreaterThanOrEqual(6);
    expect(read).toBe(written);
  });

  it("a placeholder one text may name is unknown in another", () => {
    expect(
      validate(schemaValidators(), (labels, form) => {
        labels.pagination.page = "Page {page.number} of {page.count}";
        labels.formMessages.required = "{page.number} is required, {field.label}.";
        labels.openMenu = "Menu ({field.label})";
        labels.formServiceErrors.noRoom = "No room for {field.label}.";
        labels.formServiceErrors.tooManySubmissions = "Wait {wait}, not {form.fileFields}.";
        form.successMessage = "Thank you, {value.email}.";
      }),
    ).toEqual([
      { file: FORM, pointer: "/successMessage", code: "unknown-placeholder", params: { token: "value.email" } },
      { file: SITE, pointer: "/labels/openMenu", code: "unknown-placeholder", params: { token: "field.label" } },
      {
        file: SITE,
        pointer: "/labels/formMessages/required",
        code: "unknown-placeholder",
        params: { token: "page.number" },
      },
      {
        file: SITE,
        pointer: "/labels/formServiceErrors/tooManySubmissions",
        code: "unknown-form-answer-placeholder",
        params: { token: "form.fileFields", named: ["{wait}", "{seconds}"] },
      },
      {
        file: SITE,
        pointer: "/labels/formServiceErrors/noRoom",
        code: "unknown-form-answer-placeholder",
        params: { token: "field.label", named: [] },
      },
    ]);
  });

  it("a schema that names a new placeholder lets texts there hold it, with no change to the code", () => {
    const labelled = validatorsWith("site.schema.json", (schema) => {
      schema.properties.labels.properties.openMenu.placeholders = ["menu.items"];
    });
    expect(validate(labelled, (labels) => (labels.openMenu = "Open the menu ({menu.items} links)"))).toEqual([]);
    expect(validate(labelled, (labels) => (labels.closeMenu = "Close the menu ({menu.items} links)"))).toEqual([
      { file: SITE, pointer: "/labels/closeMenu", code: "unknown-placeholder", params: { token: "menu.items" } },
    ]);

    // Names drawn from the file: a form's field names, in a text other than its e-mail's subject.
    const drawn = validatorsWith("collections/forms.schema.json", (schema) => {
      schema.properties.successMessage.placeholders = ["value.{/fields/*/name}"];
    });
    expect(validate(drawn, (_labels, form) => (form.successMessage = "Thank you, {value.email}."))).toEqual([]);
    expect(validate(drawn, (_labels, form) => (form.successMessage = "Thank you, {value.mail}."))).toEqual([
      {
        file: FORM,
        pointer: "/successMessage",
        code: "form-subject-unknown-field",
        params: { token: "value.mail", field: "mail", guess: "email", names: ["email"] },
      },
    ]);
  });
});
