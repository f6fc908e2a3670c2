import type { Page } from "@playwright/test";
import { expect, test } from "./editor-test.ts";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { projectRoot, readCopy } from "./editor-copy.ts";
import { blockRow, editorTestRules, open, save, valueIn } from "./editor-page.ts";

editorTestRules();

/** Exactly `length` characters of `pattern`, repeated. */
const repeated = (pattern: string, length: number) =>
  pattern.repeat(Math.ceil(length / pattern.length)).slice(0, length);

/** What a person types: words, spaces, punctuation, accents, the naira sign, quotes and a backslash. */
const prose = `${repeated(
  `Lagos lenders & retailers: "fast" loans at 5% — ₦2,500 café fees; C:\\Adé\\notes? Yes! (it's 'done') `,
  299,
)}.`;
/** A link has no spaces: the same kinds of characters in a web address. */
const address = `https://example.org/${repeated(`café-₦2,500/"quoted"\\back'slash'(é)?a=1&b=2;`, 280)}`;

/** The first file of a folder, read from the project when the spec is collected: each worker's copy is made from it. */
const firstFile = (folder: string) =>
  `${folder}/${
    readdirSync(join(projectRoot, folder))
      .filter((name) => name.endsWith(".json"))
      .sort()[0]
  }`;

interface TypedField {
  kind: string;
  file: string;
  /** The block to open first, if the field is in one. */
  block?: string;
  id: string;
  path: (string | number)[];
  text: string;
}

const fields: TypedField[] = [
  {
    kind: "one-line text (a hero's title)",
    file: "site-data/pages/about.json",
    block: "Block 1: Hero",
    id: "#field_sections_0_title",
    path: ["sections", 0, "title"],
    text: prose,
  },
  {
    kind: "long text (a page's description)",
    file: "site-data/pages/about.json",
    id: "#field_description",
    path: ["description"],
    text: prose,
  },
  {
    kind: "Markdown (a post's body)",
    file: firstFile("site-data/collections/posts"),
    id: "#field_body",
    path: ["body"],
    text: prose,
  },
  {
    kind: "link (an action's address)",
    file: "site-data/pages/about.json",
    block: "Block 1: Hero",
    id: "#field_sections_0_primaryAction_href",
    path: ["sections", 0, "primaryAction", "href"],
    text: address,
  },
  {
    kind: "list item (a service's benefit)",
    file: firstFile("site-data/collections/services"),
    id: "#field_benefits_0",
    path: ["benefits", 0],
    text: prose,
  },
];

async function typeInto(page: Page, { file, block, id }: TypedField, text: string) {
  await open(page, file);
  if (block) await blockRow(page, block).click();
  const field = page.locator(id);
  await field.fill("");
  await field.pressSequentially(text, { delay: 10 });
  return field;
}

for (const typed of fields) {
  test(`typing ${typed.text.length} characters, 10 ms apart, into a ${typed.kind}: every character is in the field and saved`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const field = await typeInto(page, typed, typed.text);
    await expect(field).toBeFocused();
    await expect(field).toHaveValue(typed.text);
    await page.keyboard.press("Escape");
    await save(page);
    const saved = readCopy(typed.file);
    expect(valueIn(saved, typed.path)).toBe(typed.text);
    expect(saved).toContain(JSON.stringify(typed.text));
  });
}

test("a number field keeps a minus sign and every digit typed, shows the problem while the number is not allowed, and saves the number", async ({
  page,
}) => {
  const file = firstFile("site-data/collections/faqs");
  const order = { kind: "number (an FAQ's order)", file, id: "#field_order", path: ["order"], text: "-12" };
  const field = await typeInto(page, order, "-12");
  await expect(field).toHaveValue("-12");
  // The validator's words for a number below the minimum, at the field; nothing can be saved meanwhile.
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  const digits = "123456789012345";
  await field.fill("");
  await field.pressSequentially(digits, { delay: 10 });
  await expect(field).toHaveValue(digits);
  await save(page);
  expect(valueIn(readCopy(file), ["order"])).toBe(Number(digits));
  expect(readCopy(file)).toContain(`"order": ${digits},`);
});
