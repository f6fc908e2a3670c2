import { expect, test } from "./admin-test.ts";
import sharp from "sharp";
import { axeViolations } from "../axe.ts";
import { publishedNote, signedIn } from "./admin-page.ts";

// The whole task from a phone: a person who has never seen the project signs in, writes a post with a photo from the
// phone's camera, checks it in the preview and publishes it; the post is live with its photo.
// bypassCSP: axe is put into the page as a script, which the admin's policy rightly refuses.
test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, bypassCSP: true });

/** A photo as a phone's camera makes it: 4,000 × 3,000 px, more than 5 MB (the old limit), GPS position and all. */
async function phonePhoto(): Promise<Buffer> {
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withExifMerge({ IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1" } })
    .toBuffer();
}

const noSidewaysScroll = () => document.documentElement.scrollWidth <= document.documentElement.clientWidth;

test("at 375 px: sign in, add a post with a phone photo, see the photo in the preview before publishing, publish, and the post is live with it", async ({
  page,
  request,
}) => {
  const photo = await phonePhoto();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await signedIn(page, "phone.writer@nerivo.ng", "editor");
  // The first screen on a phone is the list of pages and items.
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await page.getByRole("button", { name: "New post" }).click();
  await expect(page.getByRole("dialog", { name: "New post" })).toBeVisible();
  await page.getByLabel("Address").fill("a-post-from-my-phone");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/edit\/site-data\/collections\/posts\/a-post-from-my-phone\.json$/);
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  const title = "Our Lekki office from the balcony";
  await page.locator("#field_title").fill(title);
  await page
    .locator("#field_excerpt")
    .fill("A photo from the phone of one of us, published from that phone in a few seconds.");
  await page
    .locator("#field_body")
    .fill(
      "We took this photo this morning and published it from the same phone.\n\n## Why it matters\n\nNobody needed a laptop.",
    );

  // A new post's date, category, author and picture are its own: none is taken from an example.
  await page.locator("#field_date").fill("25/11/2026");
  await page.locator("#field_category").click();
  await page.getByRole("option").first().click();
  await page.locator("#field_author").click();
  await page.getByRole("option").first().click();
  await page.getByRole("button", { name: "Choose a picture" }).click();
  const picker = page.getByRole("dialog", { name: "Pictures" });
  await expect(picker.getByRole("button", { name: "Upload a picture" })).toBeVisible();
  await picker
    .locator('input[type="file"]')
    .setInputFiles({ name: "IMG_20261125_0915.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(picker).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByText("/images/uploads/img-20261125-0915.jpg (2400 × 1800 px)")).toBeVisible();
  await page.locator("#field_image_alt").fill("The Lekki office seen from its balcony in the morning");

  // The preview shows the photo before it is published (the public site does not have it yet).
  const previewPhoto = page
    .frameLocator('iframe[title^="Preview of"]')
    .locator('img[src*="img-20261125-0915"]')
    .first();
  await expect(previewPhoto).toHaveAttribute("src", "/admin/images/uploads/img-20261125-0915.jpg");
  await expect
    .poll(() => previewPhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), {
      timeout: 15_000,
    })
    .toBe(2400);
  expect((await request.get("/images/uploads/img-20261125-0915.jpg")).status()).toBe(404);

  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  const publish = page.getByRole("button", { name: "Publish", exact: true });
  await expect(publish).toBeInViewport();
  await expect(publish).toBeEnabled({ timeout: 15_000 });
  await publish.click();
  await expect(publishedNote(page)).toBeVisible({ timeout: 90_000 });

  const live = await (await request.get("/blog/a-post-from-my-phone")).text();
  expect(live).toContain(title);
  const built = /<img[^>]+src="(\/_images\/img-20261125-0915[^"]+)"/.exec(live)?.[1];
  expect(built, "the post's photo, as the build made it").toBeTruthy();
  const image = await request.get(built!);
  expect(image.status()).toBe(200);
  expect((await image.body()).length).toBeLessThan(photo.length / 10);
});
