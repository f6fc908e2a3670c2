import { describe, expect, it } from "vitest";
import { describeChange, describeChanges } from "../../../src/server/admin/publish/change-words.ts";
import { projectSchemas as schemas } from "../project-schemas.ts";

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const post = { id: "year-in-review", title: "Year in review", excerpt: "What we shipped.", body: "Text." };
const home = {
  id: "home",
  path: "/",
  title: "Welcome",
  sections: [
    { type: "hero", title: "Software for Nigerian banks", subtitle: "Since 2015" },
    { type: "faqList", id: "faq", title: "Questions" },
  ],
};

describe("a publish in words", () => {
  it("names an added, removed or changed item by its kind and title", () => {
    expect(describeChange("site-data/collections/posts/year-in-review.json", null, json(post), schemas)).toBe(
      "Blog post 'Year in review' added",
    );
    expect(
      describeChange(
        "site-data/collections/jobs/qa-engineer.json",
        json({ id: "qa-engineer", title: "QA Engineer" }),
        null,
        schemas,
      ),
    ).toBe("Job opening 'QA Engineer' removed");
    expect(
      describeChange(
        "site-data/collections/posts/year-in-review.json",
        json(post),
        json({ ...post, excerpt: "More.", body: "More text." }),
        schemas,
      ),
    ).toBe("Blog post 'Year in review': excerpt and body changed");
    expect(
      describeChange(
        "site-data/collections/posts/year-in-review.json",
        json(post),
        json({ ...post, title: "Our year" }),
        schemas,
      ),
    ).toBe("Blog post 'Our year' (was 'Year in review'): title changed");
  });

  it("calls an item what its collection's schema calls one, or by the collection's name", () => {
    const events = {
      "collections/events.schema.json": { itemWords: { one: "Event", short: "event", new: "New event" } },
    };
    const added = (collection: string, known: typeof schemas) =>
      describeChange(`site-data/collections/${collection}/launch.json`, null, json({ title: "Launch" }), known);
    expect(added("events", { ...schemas, ...events })).toBe("Event 'Launch' added");
    expect(added("events", schemas)).toBe("events 'Launch' added");
    expect(added("supportPlans", { ...schemas, "collections/supportPlans.schema.json": {} })).toBe(
      "support plans 'Launch' added",
    );
  });

  it("says which section of a page changed, and how", () => {
    const retitled = { ...home, sections: [{ ...home.sections[0], title: "Software for banks" }, home.sections[1]] };
    expect(describeChange("site-data/pages/home.json", json(home), json(retitled), schemas)).toBe(
      "Page 'Welcome': hero title changed",
    );
    const added = { ...home, sections: [...home.sections, { type: "callToAction", title: "Talk to us" }] };
    expect(describeChange("site-data/pages/home.json", json(home), json(added), schemas)).toBe(
      "Page 'Welcome': call to action section added",
    );
    const reordered = { ...home, sections: [home.sections[1], home.sections[0]] };
    expect(describeChange("site-data/pages/home.json", json(home), json(reordered), schemas)).toBe(
      "Page 'Welcome': sections reordered",
    );
    expect(
      describeChange(
        "site-data/site.json",
        json({ company: { phone: "1" } }),
        json({ company: { phone: "2" } }),
        schemas,
      ),
    ).toBe("Site settings: company changed");
  });

  it("joins the changes of a publish, and keeps a long list's first line short", () => {
    const files = Array.from({ length: 6 }, (_, i) => ({
      file: `site-data/collections/faqs/q${i}.json`,
      before: null,
      after: json({ id: `q${i}`, question: `Question number ${i} about the product?` }),
    }));
    const { subject, lines } = describeChanges(files, schemas);
    expect(lines).toHaveLength(6);
    expect(subject).toBe("FAQ 'Question number 0 about the product?' added and 5 more changes");
    const long = describeChanges(
      [
        {
          file: "site-data/collections/posts/p.json",
          before: null,
          after: json({
            id: "p",
            title: "A title long enough to go past the hundred characters a commit's first line should have",
          }),
        },
      ],
      schemas,
    );
    expect(long.subject).toBe(
      "Blog post 'A title long enough to go past the hundred characters a commit's first line should…",
    );
    expect(long.complete).toBe(false);
    expect(describeChanges(files.slice(0, 2), schemas).subject).toBe(
      "FAQ 'Question number 0 about the product?' added; FAQ 'Question number 1 about the product?' added",
    );
  });
});
