/**
 * Runs only on the copy of the site with a collection added (scripts/test-added-content.ts, scripts/added-collection.ts):
 * a collection that is its schema, its folder and two pages is listed and has a page per item, like any other.
 */
import { expect, test } from "./site-test.ts";
import { addedCollection } from "../../scripts/added-collection.ts";
import { collection, sitePage } from "./site-data.ts";

interface Event {
  id: string;
  title: string;
  description: string;
  date: string;
  place: string;
}

const events = collection<Event>(addedCollection).sort((a, b) => a.date.localeCompare(b.date));
const listing = sitePage("events");

test("the added collection's listing links to a page for each of its items", async ({ page }) => {
  expect(events.length).toBeGreaterThan(0);
  await page.goto(listing.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  for (const event of events) {
    const link = page.getByRole("link", { name: event.title, exact: true });
    await expect(link).toHaveAttribute("href", `/events/${event.id}`);
  }
  await page.getByRole("link", { name: events[0].title, exact: true }).click();
  await expect(page).toHaveURL(`/events/${events[0].id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(events[0].title);
  await expect(page.getByText(`${events[0].place}, ${events[0].date}.`)).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(events[0].title));
});

test("an unknown item of the added collection answers 404", async ({ page }) => {
  const response = await page.goto("/events/no-such-event");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Event Not Found" })).toBeVisible();
});
