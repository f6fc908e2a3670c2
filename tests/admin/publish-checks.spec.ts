import type { Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { warningActionWords, warningWords } from "../../src/core/words/warning-words.ts";
import { versionOf } from "../../src/server/editing/editor-api.ts";
import { copyRoot } from "./admin-copy.ts";
import { publishedNote, signedIn } from "./admin-page.ts";
import { expect, test } from "./admin-test.ts";

// The checks a good editor makes before publishing, on the running site: an editor gives a post's picture its file's
// name as alt text, sees the check above the form and among the unsaved changes with its fix, uses the fix and
// publishes; then, with the site's settings making the check block a publish, the same change is refused at its field;
// and a heading that skips a level, a problem of the text, is refused at its field in the editor's words. The tests
// share the copy, in order.
test.describe.configure({ mode: "serial" });

const readJson = (file: string) => JSON.parse(readFileSync(join(copyRoot, file), "utf8"));
/** A post of the copy with a picture that is not decorative, read from its data. */
const postWithPicture = () => {
  const folder = "site-data/collections/posts";
  const file = readdirSync(join(copyRoot, folder))
    .map((name) => `${folder}/${name}`)
    .find((path) => readJson(path).image && !readJson(path).image.decorative)!;
  const image = readJson(file).image as { src: string; alt: string };
  return {
    file,
    image,
    fileName: image.src
      .split("/")
      .pop()!
      .replace(/\.[a-z]+$/, ""),
  };
};
const fix = warningActionWords.goToFieldFor["alt-text-missing"]!;
const checkWords = (fileName: string) => warningWords["alt-text-missing"]({ alt: fileName, why: "file-name" });

async function publish(page: Page) {
  const button = page.getByRole("button", { name: "Publish", exact: true });
  await expect(button).toBeEnabled({ timeout: 15_000 });
  await button.click();
}

test("an editor sees a picture without a description in the checks with its fix, uses it, and publishes", async ({
  page,
}) => {
  const { file, image, fileName } = postWithPicture();
  await signedIn(page, "alt.editor@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${file}`);
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  const alt = page.locator("#field_image_alt");
  await expect(alt).toHaveValue(image.alt);
  await alt.fill(fileName);

  // Above the form: the check in plain words, with its button.
  const above = page.getByRole("alert").filter({ hasText: "Worth a look" }).getByRole("listitem");
  const check = above.filter({ hasText: checkWords(fileName) });
  await expect(check).toBeVisible({ timeout: 15_000 });
  await expect(check.getByRole("button", { name: fix })).toBeVisible();

  // Among the unsaved changes, before Publish: the same check, with the way to its field.
  await page.getByRole("link", { name: "Unsaved changes (1)" }).click();
  const list = page.getByTestId("publish-checks");
  await expect(list).toContainText(checkWords(fileName), { timeout: 15_000 });
  await list.getByRole("link", { name: fix }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/edit/${file}\\?field=`));
  await expect(alt).toBeFocused();
  const description = "Two engineers at one laptop, planning the week's work on a shared task board";
  await alt.fill(description);
  await expect(check).toHaveCount(0, { timeout: 15_000 });
  await publish(page);
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });
  expect(readJson(file).image.alt).toBe(description);
});

test("with the check made a block in the site's settings, a publish with it is refused at its field", async ({
  page,
}) => {
  const { file, image, fileName } = postWithPicture();
  // The setting as an admin's pull of the settings brings it (published from the settings' form, it rebuilds every
  // page, minutes on a busy machine): the editor's server follows the files on disk.
  const settings = readJson("site-data/site.json");
  settings.editing = { ...settings.editing, publishChecksThatBlock: { "alt-text-missing": true } };
  writeFileSync(join(copyRoot, "site-data/site.json"), `${JSON.stringify(settings, null, 2)}\n`);
  const admin = { GIT_AUTHOR_NAME: "admin", GIT_AUTHOR_EMAIL: "admin@nerivo.ng" };
  execFileSync("git", ["commit", "-qam", "Pictures without a description stop a publish"], {
    cwd: copyRoot,
    env: {
      ...process.env,
      ...admin,
      GIT_COMMITTER_NAME: admin.GIT_AUTHOR_NAME,
      GIT_COMMITTER_EMAIL: admin.GIT_AUTHOR_EMAIL,
    },
  });
  await signedIn(page, "checks.editor@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${file}`);
  const alt = page.locator("#field_image_alt");
  await alt.fill(fileName);
  // A problem now, not a warning: at the field, saying why Publish is refused, and Publish waits for the fix.
  const problem = page.getByRole("alert").filter({ hasText: "must be fixed before publishing" });
  await expect(problem).toContainText(checkWords(fileName), { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();
  // Sent all the same, by hand: the server refuses it, at the field.
  const text = JSON.stringify({ ...readJson(file), image: { ...image, alt: fileName } }, null, 2);
  const refused = await page.request.post("/admin/api/save", {
    headers: { origin: new URL(page.url()).origin, "content-type": "application/json" },
    data: { files: [{ file, text, base: versionOf(readFileSync(join(copyRoot, file), "utf8")) }] },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).diagnostics).toEqual([
    expect.objectContaining({ file, pointer: "/image/alt", code: "alt-text-missing" }),
  ]);
  expect(readJson(file).image.alt).not.toBe(fileName);
});

test("a heading that skips a level is refused at its field, in plain words, until it is made the level they say", async ({
  page,
}) => {
  // A post of the copy with a main heading (##) in its body, not the one the tests above changed.
  const folder = "site-data/collections/posts";
  const { file, heading } = readdirSync(join(copyRoot, folder))
    .map((name) => `${folder}/${name}`)
    .filter((path) => path !== postWithPicture().file)
    .map((path) => ({ file: path, heading: /^## (.+)$/m.exec(readJson(path).body ?? "")?.[1] }))
    .find(({ heading }) => heading)!;
  const body = readJson(file).body as string;
  await signedIn(page, "heading.editor@nerivo.ng", "editor");
  await page.goto(`/admin/edit/${file}`);
  const field = page.locator("#field_body");
  await expect(field).toHaveValue(body);
  await field.fill(body.replace(`## ${heading}`, `## ${heading}\n\n#### In detail`));

  // Which heading, what it is and what to make it: no level numbers, no field name, no file.
  const words = warningWords["markdown-skipped-heading-level"]({
    heading: "#### In detail",
    text: "In detail",
    previousDepth: 2,
  });
  expect(words).toContain("make it a sub-heading (###)");
  const problem = page.getByRole("alert").filter({ hasText: words });
  await expect(problem).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeDisabled();

  // Made what the words say, the problem is gone and Publish can be used.
  await field.fill(body.replace(`## ${heading}`, `## ${heading}\n\n### In detail`));
  await expect(problem).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Publish", exact: true })).toBeEnabled({ timeout: 15_000 });
});
