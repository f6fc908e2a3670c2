import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test } from "./editor-test.ts";
import { copyRoot } from "./editor-copy.ts";
import { editorTestRules, open } from "./editor-page.ts";

// No draft left by another test of the copy, which the editor would offer back in a dialog over the form.
editorTestRules();

/** The pictures uploaded into the copy so far. */
const uploads = () => {
  const folder = join(copyRoot, "public/images/uploads");
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

test("a picture sent on a slow line shows how much has gone and a bar; Cancel stops it, and nothing is added", async ({
  page,
}) => {
  const folder = join(copyRoot, "site-data/collections/posts");
  const name = readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .sort()[0];
  const post = JSON.parse(readFileSync(join(folder, name), "utf8")) as { image: { src: string } };
  const before = uploads();
  await open(page, `site-data/collections/posts/${name}`);
  await page.getByRole("button", { name: "Change picture" }).click();
  const picker = page.getByRole("dialog", { name: "Pictures" });
  const choices = picker.getByRole("button").filter({ hasText: "×" });
  await expect(choices.first()).toBeVisible();
  const offered = await choices.count();

  // A slow line: 100 KB a second up, as a phone on a weak signal; a 2 MB photo takes some 20 seconds.
  const line = await page.context().newCDPSession(page);
  await line.send("Network.enable");
  await line.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await picker
    .locator('input[type="file"]')
    .setInputFiles({ name: "slow-line.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(2 * 1024 * 1024, 7) });
  const bar = picker.getByRole("progressbar", { name: "How much of the picture has been sent" });
  await expect(bar).toBeVisible();
  await expect(picker.getByText(/^\d+\.\d MB of 2\.0 MB sent$/)).toBeVisible();
  // It moves, and says so in figures.
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await expect(picker.getByText(/^(0\.[1-9]|1\.\d) MB of 2\.0 MB sent$/)).toBeVisible();

  await picker.getByRole("button", { name: "Cancel upload" }).click();
  await expect(bar).toHaveCount(0);
  // Stopped, not refused: no message, the same pictures offered, nothing stored, the post's picture as it was.
  await expect(picker.getByRole("alert")).toHaveCount(0);
  await expect(choices).toHaveCount(offered);
  await picker.getByRole("button", { name: "Close" }).click();
  await expect(page.getByText(post.image.src, { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Unsaved changes (0)" })).toBeVisible();
  // The server read part of a body that never ended: it stored nothing.
  await page.waitForTimeout(500);
  expect(uploads()).toEqual(before);
});
