/**
 * The placeholders of the form service's answers (site.json's labels.formServiceErrors): each answer may name its
 * own values ({wait}, {field.name}, {form.fileFields}), and {company.*} and {year} as any text of site.json.
 */
import { describe, expect, it } from "vitest";
import { checkSiteData } from "../../../src/core/content/load-site-data.ts";
import { fixtureFiles, fixturePublicImages, schemaValidators } from "./fixture-site.ts";

const FILE = "site-data/site.json";

/** valid-site with some of site.json's form service answers rewritten: what validation says about site.json. */
function validateWithAnswers(answers: Record<string, string>) {
  const files = fixtureFiles().map((source) => {
    if (source.file !== FILE) return source;
    const site = JSON.parse(source.text) as { labels: { formServiceErrors: Record<string, string> } };
    Object.assign(site.labels.formServiceErrors, answers);
    return { file: FILE, text: `${JSON.stringify(site, null, 2)}\n` };
  });
  return checkSiteData({ files, validators: schemaValidators(), publicImage: fixturePublicImages() })
    .diagnostics.filter((diagnostic) => diagnostic.file === FILE)
    .map(({ pointer, code, params, message, hint }) => ({ pointer, code, params, message, hint }));
}

describe("placeholders in the form service's answers", () => {
  it("each answer's own values, and the company's", () => {
    expect(
      validateWithAnswers({
        tooManySubmissions: "Please wait {wait} ({seconds} seconds), or call {company.phone}.",
        notAFileField: '"{field.name}" is not a file field.',
        oneFilePerField: "One file per field ({form.fileFields} in all), {year}.",
      }),
    ).toEqual([]);
  });

  it("a value another answer names, or none names, is reported with the ones this answer can name", () => {
    expect(
      validateWithAnswers({
        noRoom: "No room: wait {wait}.",
        notAFileField: '"{field.label}" is not a file field.',
      }),
    ).toEqual([
      {
        pointer: "/labels/formServiceErrors/notAFileField",
        code: "unknown-form-answer-placeholder",
        params: { token: "field.label", named: ["{field.name}"] },
        message: 'unknown placeholder "{field.label}"',
        hint: "Placeholders here: {field.name}, {company.<field>} and {year}.",
      },
      {
        pointer: "/labels/formServiceErrors/noRoom",
        code: "unknown-form-answer-placeholder",
        params: { token: "wait", named: [] },
        message: 'unknown placeholder "{wait}"',
        hint: "Placeholders here: {company.<field>} and {year}.",
      },
    ]);
  });
});
