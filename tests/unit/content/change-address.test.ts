import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  changeItemId,
  changePagePath,
  itemIdRefusal,
  pagePathRefusal,
  placesNaming,
  type AddressChange,
} from "../../../src/core/content/change-address.ts";
import { movedAddresses } from "../../../src/core/content/moved-addresses.ts";
import { referenceFieldsFromSchemas } from "../../../src/core/content/reference-fields.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { readSchemaFiles } from "../../../src/core/validation/schema-files.ts";

const root = join(import.meta.dirname, "../../..");
const project = mkdtempSync(join(tmpdir(), "change-address-"));
for (const folder of ["site-data", "schemas", "public"])
  cpSync(join(root, folder), join(project, folder), { recursive: true });
afterAll(() => rmSync(project, { recursive: true, force: true }));

const referenceFields = referenceFieldsFromSchemas(readSchemaFiles(join(root, "schemas")));
const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );
const values = new Map<string, unknown>(
  filesUnder(join(root, "site-data"))
    .filter((path) => path.endsWith(".json"))
    .map((path) => [relative(root, path), JSON.parse(readFileSync(path, "utf8"))]),
);
const workspace = createSiteDataWorkspace(project);
workspace.files();

/** The whole site checked with the change applied: its errors, and its site data when there are none. */
function checked(change: AddressChange) {
  const texts = new Map(
    [...change.files].map(([file, value]) => [file, value === null ? null : `${JSON.stringify(value, null, 2)}\n`]),
  );
  const result = workspace.check(texts);
  return { errors: result.diagnostics.map((d) => `${d.file} ${d.pointer} ${d.message}`), loaded: result.loaded };
}

const itemsOf = (collection: string) =>
  [...values].filter(([file]) => file.startsWith(`site-data/collections/${collection}/`)) as [
    string,
    Record<string, unknown>,
  ][];

describe("changing a post's address", () => {
  // A post other posts name as related, so that references must follow.
  const [file, post] = itemsOf("posts").find(([, value]) =>
    itemsOf("posts").some(([, other]) => (other.related as string[] | undefined)?.includes(value.id as string)),
  )!;
  const oldId = post.id as string;
  const newId = `${oldId}-renamed`;
  const change = changeItemId(values, referenceFields, file, newId);

  it("renames its file, keeps the old id for the redirect, and leaves a site that passes every check", () => {
    expect(change.files.get(file)).toBeNull();
    const renamed = change.files.get(`site-data/collections/posts/${newId}.json`) as Record<string, unknown>;
    expect(renamed).toMatchObject({ id: newId, formerIds: [oldId], title: post.title });
    expect(Object.keys(renamed).slice(0, 3)).toEqual(["$schema", "id", "formerIds"]);
    expect(change.moves.get(`/blog/${oldId}`)).toBe(`/blog/${newId}`);
    const { errors, loaded } = checked(change);
    expect(errors).toEqual([]);
    expect(movedAddresses(loaded!.siteData, loaded!.referenceFields).get(`/blog/${oldId}`)).toBe(`/blog/${newId}`);
  });

  it("makes every reference and every link follow, in every file", () => {
    const naming = placesNaming(values, referenceFields, file);
    expect(naming.length).toBeGreaterThan(0);
    for (const place of naming) expect(change.files.has(place.file), place.file).toBe(true);
    for (const [changed, value] of change.files) {
      if (value === null) continue;
      const text = JSON.stringify({ ...(value as object), formerIds: undefined });
      expect(text, changed).not.toMatch(new RegExp(`"${oldId}"|/blog/${oldId}(?=[)"#?/])`));
    }
    expect(
      placesNaming(
        new Map([...values, ...change.files].filter(([, v]) => v !== null)),
        referenceFields,
        `site-data/collections/posts/${newId}.json`,
      ),
    ).toHaveLength(naming.length);
  });

  it("refuses an address another post has, one of a page, and one that is not lowercase words with dashes", () => {
    const [, other] = itemsOf("posts").find(([otherFile]) => otherFile !== file)!;
    expect(itemIdRefusal(values, referenceFields, file, other.id as string)).toMatchObject({ reason: "taken" });
    expect(itemIdRefusal(values, referenceFields, file, "Lagos Fintech Week")).toEqual({ reason: "shape" });
    expect(itemIdRefusal(values, referenceFields, file, oldId)).toEqual({ reason: "same" });
    expect(itemIdRefusal(values, referenceFields, file, newId)).toBeNull();
    const [jobFile] = itemsOf("jobs")[0];
    expect(itemIdRefusal(values, referenceFields, jobFile, "open-application")).toEqual({
      reason: "page",
      file: "site-data/pages/open-application.json",
    });
  });

  it("gives the old address back to an item that takes it later", () => {
    const after = new Map([...values, ...change.files].filter(([, v]) => v !== null));
    const [otherFile] = itemsOf("posts").find(([otherFile]) => otherFile !== file)!;
    const takeOver = changeItemId(after, referenceFields, otherFile, oldId);
    expect(takeOver.files.get(`site-data/collections/posts/${newId}.json`)).toMatchObject({ formerIds: [] });
    expect(checked({ ...takeOver, files: new Map([...change.files, ...takeOver.files]) }).errors).toEqual([]);
  });
});

describe("changing the address of a topic of the knowledge base", () => {
  const [file, topic] = itemsOf("kbTopics").find(([, value]) =>
    itemsOf("kbArticles").some(([, article]) => article.topic === value.id),
  )!;
  const articles = itemsOf("kbArticles").filter(([, article]) => article.topic === topic.id);
  const change = changeItemId(values, referenceFields, file, `${topic.id}-help`);

  it("moves its articles with it: each old address leads to the article's new one", () => {
    const { errors, loaded } = checked(change);
    expect(errors).toEqual([]);
    const moved = movedAddresses(loaded!.siteData, loaded!.referenceFields);
    for (const [, article] of articles) {
      const before = `/support/knowledge-base/${topic.id}/${article.id}`;
      expect(change.moves.get(before)).toBe(`/support/knowledge-base/${topic.id}-help/${article.id}`);
      expect(moved.get(before)).toBe(`/support/knowledge-base/${topic.id}-help/${article.id}`);
    }
  });
});

describe("changing a page's address", () => {
  it("moves the page, and the links to it follow; links in files the person may not change keep working", () => {
    const file = "site-data/pages/about.json";
    const change = changePagePath(values, referenceFields, file, "/about-us", (f) => f !== "site-data/site.json");
    expect(change.files.get(file)).toMatchObject({ path: "/about-us", formerPaths: ["/about"] });
    expect(change.leftLinks.some((place) => place.file === "site-data/site.json")).toBe(true);
    expect(change.files.has("site-data/site.json")).toBe(false);
    const { errors, loaded } = checked(change);
    expect(errors).toEqual([]);
    expect(movedAddresses(loaded!.siteData, loaded!.referenceFields).get("/about")).toBe("/about-us");
  });

  it("changes the links in the parts of a file the person may change, and only those", () => {
    const file = "site-data/pages/about.json";
    const menusOnly = (changed: string, pointer?: string) =>
      changed !== "site-data/site.json" || /^\/(navigation|footer)\//.test(pointer ?? "");
    const change = changePagePath(values, referenceFields, file, "/about-us", menusOnly);
    const site = change.files.get("site-data/site.json") as Record<string, unknown>;
    expect(JSON.stringify(site.navigation)).toContain('"/about-us"');
    expect(JSON.stringify(site.navigation)).not.toContain('"/about"');
    const original = values.get("site-data/site.json") as Record<string, unknown>;
    for (const [key, value] of Object.entries(site))
      if (key !== "navigation" && key !== "footer") expect(value, key).toEqual(original[key]);
    expect(checked(change).errors).toEqual([]);
  });

  it("moves every item of a page that each item gets, under its new folder", () => {
    const file = "site-data/pages/project-detail.json";
    expect(pagePathRefusal(values, file, "/work")).toBeNull();
    expect(pagePathRefusal(values, file, "/Insights!")).toEqual({ reason: "shape" });
    expect(pagePathRefusal(values, "site-data/pages/about.json", "/contact")).toMatchObject({ reason: "page" });
    const change = changePagePath(values, referenceFields, file, "/work");
    expect(change.files.get(file)).toMatchObject({ path: "/work/:projectId", formerPaths: ["/portfolio/:projectId"] });
    const { errors, loaded } = checked(change);
    expect(errors).toEqual([]);
    const moved = movedAddresses(loaded!.siteData, loaded!.referenceFields);
    for (const [, project] of itemsOf("projects"))
      expect(moved.get(`/portfolio/${project.id}`)).toBe(`/work/${project.id}`);
  });
});
