/**
 * The site checker is incremental (src/core/validation/site-validator.ts, src/core/content/lint/lint-site.ts): after a change it
 * checks the changed files and what depends on them, and keeps the rest. These tests hold it to two promises: its
 * result after any change is exactly what a check from nothing gives, and a change costs the changed file and its
 * dependents, nothing else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { join } from "node:path";
import { checkSiteData, createSiteChecker, type SiteCheck } from "../../../src/core/content/load-site-data.ts";
import type { SourceFile } from "../../../src/core/validation/json-source.ts";
import { publicImageReader, readSiteFiles } from "../../../src/core/validation/read-site-files.ts";
import type { ImageFile } from "../../../src/core/images/read-image-file.ts";
import type { Page, Post } from "../../../src/core/generated/site-data.ts";
import { shownSourcesIn } from "../../../src/core/content/blocks-and-sources.ts";
import { fixtureFiles, fixturePublicImages, invalidKinds, projectRoot, schemaValidators } from "./fixture-site.ts";
import { generateFixtureImages, removeFixtureImages } from "./fixture-images.ts";

beforeAll(generateFixtureImages);
afterAll(removeFixtureImages);

const today = new Date("2026-11-25T12:00:00Z");

/** What a check tells an editor and the build: compared between an incremental check and one from nothing. */
function outcome(check: SiteCheck) {
  return {
    diagnostics: check.diagnostics,
    warnings: check.warnings,
    fileCount: check.fileCount,
    blockCount: check.blockCount,
    imageSources: [...check.imageSources].sort(),
    markdownTexts: [...check.markdownTexts].sort(),
    siteData: check.loaded && {
      pages: check.loaded.siteData.pages,
      collections: check.loaded.siteData.collections,
      site: check.loaded.siteData.site,
    },
  };
}

/** The changes that take a site from one set of files to another. */
function changesBetween(from: SourceFile[], to: SourceFile[]): [string, string | null][] {
  const before = new Map(from.map(({ file, text }) => [file, text]));
  const after = new Map(to.map(({ file, text }) => [file, text]));
  return [
    ...[...after].filter(([file, text]) => before.get(file) !== text),
    ...[...before.keys()].filter((file) => !after.has(file)).map((file): [string, null] => [file, null]),
  ];
}

/** A checker whose picture files can be swapped between checks (the fixtures' mistakes include pictures). */
function switchableChecker() {
  let images: (src: string) => ImageFile | null = fixturePublicImages();
  const checker = createSiteChecker(schemaValidators(), (src) => images(src));
  return {
    checker,
    swapImages: (next: (src: string) => ImageFile | null) => {
      images = next;
    },
  };
}

describe("an incremental check gives what a check from nothing gives", () => {
  it("for every kind of mistake of the fixtures, made and then mended, one after the other", () => {
    const { checker, swapImages } = switchableChecker();
    const valid = fixtureFiles();
    const fromNothing = outcome(
      checkSiteData({ files: valid, validators: schemaValidators(), publicImage: fixturePublicImages() }, today),
    );
    expect(
      outcome(
        checker.update(
          valid.map(({ file, text }) => [file, text]),
          today,
        ),
      ),
    ).toEqual(fromNothing);
    for (const kind of invalidKinds()) {
      const broken = fixtureFiles(kind);
      swapImages(fixturePublicImages(kind));
      const expected = outcome(
        checkSiteData({ files: broken, validators: schemaValidators(), publicImage: fixturePublicImages(kind) }, today),
      );
      expect(
        outcome(checker.update(changesBetween(valid, broken), today)),
        `after making the mistake "${kind}"`,
      ).toEqual(expected);
      swapImages(fixturePublicImages());
      expect(outcome(checker.update(changesBetween(broken, valid), today)), `after mending "${kind}"`).toEqual(
        fromNothing,
      );
    }
  });

  it("for a series of edits to the project's own site data, each compared with a check from nothing", () => {
    const files = new Map(readSiteFiles(projectRoot).map(({ file, text }) => [file, text]));
    const publicImage = publicImageReader(join(projectRoot, "public"));
    const checker = createSiteChecker(schemaValidators(), publicImage);
    checker.update([...files], today);
    const json = (file: string) => JSON.parse(files.get(file)!) as Record<string, unknown>;
    const write = (value: unknown) => JSON.stringify(value, null, 2);
    const posts = [...files.keys()].filter((file) => file.startsWith("site-data/collections/posts/"));
    const [firstPost, secondPost] = posts;
    const firstId = json(firstPost).id as string;
    const blog = "site-data/pages/blog.json";
    // An article another article links to, by its address under its topic.
    const articleLink = [...files.values()]
      .map((text) => /\/support\/knowledge-base\/([a-z-]+)\/([a-z0-9-]+)\)/.exec(text))
      .find(Boolean)!;
    const linkedArticle = `site-data/collections/kbArticles/${articleLink[2]}.json`;
    const otherTopic = [...files.keys()]
      .map((file) => /kbTopics\/([a-z-]+)\.json$/.exec(file)?.[1])
      .find((topic) => topic && topic !== articleLink[1])!;
    const edits: [string, [string, string | null][]][] = [
      ["a post's title", [[firstPost, write({ ...json(firstPost), title: "A title of its own" })]]],
      [
        "a link to a page that does not exist",
        [["site-data/pages/about.json", files.get("site-data/pages/about.json")!.replace('"/contact"', '"/contactt"')]],
      ],
      ["the post other posts name deleted", [[firstPost, null]]],
      [
        "a post naming a post that does not exist",
        [[secondPost, write({ ...json(secondPost), related: ["no-such-post"] })]],
      ],
      ["the post back, under its old id", [[firstPost, files.get(firstPost)!]]],
      ["an id that is not its file's name", [[firstPost, write({ ...json(firstPost), id: `${firstId}-renamed` })]]],
      [
        "a section id that links point to, changed",
        [[blog, files.get(blog)!.replace('"id": "articles"', '"id": "all-articles"')]],
      ],
      ["the blog at another address", [[blog, write({ ...json(blog), path: "/insights" })]]],
      [
        "the company's short name",
        [
          [
            "site-data/site.json",
            write({
              ...json("site-data/site.json"),
              company: { ...(json("site-data/site.json").company as object), shortName: "Nerivo Ltd" },
            }),
          ],
        ],
      ],
      [
        "a post's picture that does not exist",
        [
          [
            secondPost,
            write({
              ...json(secondPost),
              image: { ...(json(secondPost).image as object), src: "/images/blog/missing.png" },
            }),
          ],
        ],
      ],
      [
        "a new post",
        [
          [
            "site-data/collections/posts/a-new-post.json",
            write({
              ...json(secondPost),
              id: "a-new-post",
              title: "A new post",
              excerpt: "A post added while the site was being checked, with an excerpt long enough.",
            }),
          ],
        ],
      ],
      [
        "an article moved to another topic, which an article links to under the old one",
        [[linkedArticle, write({ ...json(linkedArticle), topic: otherTopic })]],
      ],
      ["the article back in its topic", [[linkedArticle, files.get(linkedArticle)!]]],
      ["malformed JSON in a page", [["site-data/pages/about.json", '{ "id": "about", ']]],
      [
        "every file as it was",
        [...files]
          .map(([file, text]): [string, string | null] => [file, text])
          .concat([["site-data/collections/posts/a-new-post.json", null]]),
      ],
    ];
    const state = new Map(files);
    for (const [what, changes] of edits) {
      for (const [file, text] of changes) {
        if (text === null) state.delete(file);
        else state.set(file, text);
      }
      const incremental = outcome(checker.update(changes, today));
      const fromNothing = outcome(
        checkSiteData(
          {
            files: [...state].map(([file, text]) => ({ file, text })).sort((a, b) => a.file.localeCompare(b.file)),
            validators: schemaValidators(),
            publicImage,
          },
          today,
        ),
      );
      expect(incremental, `after ${what}`).toEqual(fromNothing);
      // Between the first edit and the last, some mistake is always in the site: the comparisons are of real problems.
      const valid = what === edits[0][0] || what === edits.at(-1)![0];
      expect(incremental.diagnostics.length > 0, `problems after ${what}`).toBe(!valid);
    }
  });
});

describe("a change checks again what it touches, and nothing else", () => {
  const files = readSiteFiles(projectRoot);
  const checker = createSiteChecker(schemaValidators(), publicImageReader(join(projectRoot, "public")));
  const first = checker.update(
    files.map(({ file, text }) => [file, text]),
    today,
  );
  const siteData = first.loaded!.siteData;
  const pageFile = (page: Page) => `site-data/pages/${page.id}.json`;
  const detailPage = siteData.pages.find((page) => page.collection === "posts" && !page.redirect)!;
  const folder = detailPage.path.slice(0, detailPage.path.lastIndexOf("/"));
  const postFile = (post: Post) => `site-data/collections/posts/${post.id}.json`;
  const relatedOf = (post: Post): string[] => post.related ?? [];

  it("the first check reads every file and every address", () => {
    expect(first.rechecked).toEqual(files.map(({ file }) => file));
    expect(first.relinted).toContain("/");
    expect(first.relinted).toContain(`${folder}/${siteData.collections.posts[0].id}`);
  });

  it("a page's own text: that page, nothing else", () => {
    const page = siteData.pages.find(
      (candidate) =>
        !candidate.collection && candidate.path !== "*" && !candidate.redirect && candidate.path !== "/blog",
    )!;
    const text = files
      .find(({ file }) => file === pageFile(page))!
      .text.replace(`"title": "${page.title}"`, `"title": "${page.title} today"`);
    const check = checker.update([[pageFile(page), text]], today);
    expect(check.rechecked).toEqual([pageFile(page)]);
    expect(check.relinted).toEqual([page.path]);
    checker.update([[pageFile(page), files.find(({ file }) => file === pageFile(page))!.text]], today);
  });

  it("a post's title: the post, the page whose placeholders read it, and the addresses that show the post", () => {
    const post = siteData.collections.posts[0];
    const text = files
      .find(({ file }) => file === postFile(post))!
      .text.replace(`"title": "${post.title}"`, `"title": "${post.title}, again"`);
    const check = checker.update([[postFile(post), text]], today);
    // Schemas and checks: the post itself; the detail page's {item.title} is checked against every post again.
    expect(check.rechecked).toEqual([pageFile(detailPage), postFile(post)].sort());
    // Lint: the post's own address; every address listing the whole collection (the blog, its categories' pages and
    // their recent posts); every post naming it as related; no other address.
    const listsAllPosts = (page: Page) =>
      [...shownSourcesIn(page.sections)].some((source) => source.collection === "posts" && !source.ids && !source.from);
    const expected = new Set([`${folder}/${post.id}`]);
    for (const page of siteData.pages) {
      if (page.path === "*" || page.redirect || !listsAllPosts(page)) continue;
      if (!page.collection) expected.add(page.path);
      else
        for (const item of siteData.collections[page.collection])
          expected.add(`${page.path.slice(0, page.path.lastIndexOf("/"))}/${item.id}`);
    }
    for (const other of siteData.collections.posts)
      if (relatedOf(other).includes(post.id)) expected.add(`${folder}/${other.id}`);
    expect(new Set(check.relinted)).toEqual(expected);
    expect(check.relinted).not.toContain("/about");
    checker.update([[postFile(post), files.find(({ file }) => file === postFile(post))!.text]], today);
  });

  it("a post deleted: the files that name it are checked again, and report it where they name it", () => {
    const post = siteData.collections.posts.find((candidate) =>
      siteData.collections.posts.some((other) => relatedOf(other).includes(candidate.id)),
    )!;
    const naming = siteData.collections.posts.filter((other) => relatedOf(other).includes(post.id));
    const check = checker.update([[postFile(post), null]], today);
    for (const other of naming) expect(check.rechecked).toContain(postFile(other));
    expect(check.rechecked).not.toContain("site-data/pages/about.json");
    for (const other of naming) {
      expect(check.diagnostics).toContainEqual(
        expect.objectContaining({
          file: postFile(other),
          pointer: `/related/${relatedOf(other).indexOf(post.id)}`,
          code: "unknown-item-id",
          params: expect.objectContaining({ collection: "posts", id: post.id }),
        }),
      );
    }
    const mended = checker.update([[postFile(post), files.find(({ file }) => file === postFile(post))!.text]], today);
    expect(mended.diagnostics).toEqual([]);
  });
});
