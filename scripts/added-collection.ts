/**
 * A collection the site did not have, added to a copy of the project as docs/architecture.md says a developer adds one:
 * its schema in schemas/collections/, its folder of items, a page listing them and a page for each (a new collection
 * that grids show also needs a card; this one is listed with a linkList, which shows any collection). And the mistakes
 * made on the way, each of which must be a diagnostic at its place, never a stack: a grid of the new collection (it has
 * no card) and an item that does not match the new schema. scripts/test-added-content.ts runs it on its copy, then
 * builds the copy and tests the new pages in a browser (tests/e2e/added-collection.spec.ts).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const addedCollection = "events";

const schema = {
  $schema: "http://json-schema.org/draft-07/schema#",
  title: "Event",
  description: "An event the company hosts or speaks at: a meetup, a webinar, a conference talk.",
  type: "object",
  additionalProperties: false,
  required: ["$schema", "id", "title", "description", "date", "place"],
  properties: {
    $schema: { type: "string" },
    id: { type: "string", pattern: "^[a-z0-9-]+$", description: "The event's id; must equal the file name." },
    title: { type: "string", minLength: 1, description: "The event's name." },
    description: { type: "string", minLength: 1, description: "One or two sentences on what it is for." },
    date: { type: "string", format: "date", description: "The day it takes place." },
    place: { type: "string", minLength: 1, description: 'Where: a venue in Lagos, or "Online".' },
  },
};

/** The events, as the browser test expects to find them. */
export const addedEvents = [
  {
    id: "fintech-meetup-yaba",
    title: "Fintech Builders Meetup, Yaba",
    description: "An evening of short talks on building payment products for Nigerian banks, with time for questions.",
    date: "2027-02-18",
    place: "Co-Creation Hub, Yaba, Lagos",
  },
  {
    id: "core-banking-webinar",
    title: "Moving a Microfinance Bank to a New Core",
    description: "A one-hour webinar on planning a core banking migration without stopping a branch for a day.",
    date: "2027-03-10",
    place: "Online",
  },
];

const listingPage = {
  $schema: "../../schemas/page.schema.json",
  id: "events",
  path: "/events",
  landing: true,
  title: "Events",
  description: "Meetups, webinars and talks from the team, in Lagos and online: what is coming up and where.",
  sections: [
    {
      type: "hero",
      title: "Events",
      subtitle: "Meetups, webinars and talks from the team, in Lagos and online.",
      primaryAction: { label: "Contact Us", href: "/contact" },
    },
    { type: "linkList", source: { collection: addedCollection, sort: { field: "date" }, limit: 10 } },
  ],
};

const detailPage = {
  $schema: "../../schemas/page.schema.json",
  id: "event",
  path: "/events/:eventId",
  collection: addedCollection,
  title: "{item.title}",
  description: "{item.description}",
  sections: [
    {
      type: "hero",
      title: "{item.title}",
      subtitle: "{item.description}",
      primaryAction: { label: "All Events", href: "/events" },
    },
    {
      type: "textSection",
      heading: { title: "When and where" },
      paragraphs: ["{item.place}, {item.date}."],
    },
  ],
  notFound: {
    title: "Event Not Found",
    description: "This event is not on our calendar. See the events we have planned.",
    sections: [
      {
        type: "notFound",
        code: "404",
        title: "Event Not Found",
        message: "This event is not on our calendar.",
        action: { label: "See All Events", href: "/events" },
      },
    ],
  },
};

const write = (file: string, value: unknown) => writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);

/** Adds the collection, its items and its two pages to the project copy at `root`. */
export function addCollection(root: string): void {
  write(join(root, "schemas", "collections", `${addedCollection}.schema.json`), schema);
  const folder = join(root, "site-data", "collections", addedCollection);
  mkdirSync(folder, { recursive: true });
  for (const event of addedEvents)
    write(join(folder, `${event.id}.json`), {
      $schema: `../../../schemas/collections/${addedCollection}.schema.json`,
      ...event,
    });
  write(join(root, "site-data", "pages", "events.json"), listingPage);
  write(join(root, "site-data", "pages", "event.json"), detailPage);
}

/** A mistake to make, the file it is in and the words validation must answer it with. */
export interface Mistake {
  name: string;
  file: string;
  expected: RegExp;
  make(root: string): void;
  undo(root: string): void;
}

export const collectionMistakes: Mistake[] = [
  {
    name: "a grid of the new collection, which has no card",
    file: "site-data/pages/events.json",
    expected: /^site-data\/pages\/events\.json:\d+:\d+ .*events items have no card/m,
    make: (root) =>
      write(join(root, "site-data", "pages", "events.json"), {
        ...listingPage,
        sections: [
          ...listingPage.sections,
          { type: "collectionGrid", source: { collection: addedCollection, limit: 6 } },
        ],
      }),
    undo: (root) => write(join(root, "site-data", "pages", "events.json"), listingPage),
  },
  {
    name: "an event without its place",
    file: `site-data/collections/${addedCollection}/broken.json`,
    expected: new RegExp(`^site-data/collections/${addedCollection}/broken\\.json:\\d+:\\d+ .*"place"`, "m"),
    make: (root) => {
      const { place: _place, ...withoutPlace } = addedEvents[0];
      write(join(root, "site-data", "collections", addedCollection, "broken.json"), {
        $schema: `../../../schemas/collections/${addedCollection}.schema.json`,
        ...withoutPlace,
        id: "broken",
      });
    },
    undo: (root) => rmSync(join(root, "site-data", "collections", addedCollection, "broken.json")),
  },
];
