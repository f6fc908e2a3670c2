import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "../../..");
const jsonIn = (folder: string) =>
  readdirSync(join(root, folder))
    .filter((name) => name.endsWith(".json"))
    .map((name) => JSON.parse(readFileSync(join(root, folder, name), "utf8")) as Record<string, unknown>);

/** The people the site names: its authors, the clients' people it quotes, the names its forms give as examples. */
function peopleOfTheSite(): string[] {
  const authors = jsonIn("site-data/collections/authors").map((author) => String(author.name));
  const quoted = jsonIn("site-data/collections/testimonials").map((testimonial) => String(testimonial.author));
  const examples = jsonIn("site-data/collections/forms").flatMap((form) =>
    ((form.fields ?? []) as { name?: string; placeholder?: string }[])
      .filter((field) => field.name === "name" && field.placeholder)
      .map((field) => String(field.placeholder)),
  );
  return [...authors, ...quoted, ...examples];
}

describe("the products' screenshots", () => {
  it("show made-up people, never someone the site names elsewhere (a client's officer is nobody's loan checker)", () => {
    const people = peopleOfTheSite();
    expect(people.length).toBeGreaterThan(5);
    const folder = join(root, "public/images/screenshots");
    const found = readdirSync(folder)
      .filter((name) => name.endsWith(".svg"))
      .flatMap((name) => {
        const text = readFileSync(join(folder, name), "utf8");
        return people.filter((person) => text.includes(`>${person}<`)).map((person) => `${person} in ${name}`);
      });
    expect(found).toEqual([]);
  });
});
