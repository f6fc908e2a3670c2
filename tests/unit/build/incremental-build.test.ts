/**
 * What a build redoes after a change (src/pipeline/build-mode.ts, src/pipeline/render-plan.ts, src/pipeline/output-files.ts):
 * the pages whose data shows what changed and no others, every page when what they share changes, the bundles when
 * code changes, and the files of what is gone.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildMode, type BuildCircumstances } from "../../../src/pipeline/build-mode.ts";
import type { BuildState, PageRecord } from "../../../src/pipeline/build-state.ts";
import { codeFingerprint } from "../../../src/pipeline/code-fingerprint.ts";
import { outputFiles, outputsIntact } from "../../../src/pipeline/output-files.ts";
import {
  addressFile,
  addressKey,
  goneSince,
  sharedRenderKey,
  unchangedSince,
  type Address,
} from "../../../src/pipeline/render-plan.ts";
import { loadSiteData } from "../../../src/core/content/load-site-data.ts";
import { resolvePageData } from "../../../src/core/content/resolve-page-data.ts";
import { allPaths } from "../../../src/core/content/routes.ts";
import { resolveSite } from "../../../src/core/content/site-settings.ts";
import type { PostWithReadTime, SiteData } from "../../../src/core/content/types.ts";
import type { ImageManifest } from "../../../src/core/images/responsive-image.ts";

const root = join(import.meta.dirname, "../../..");
const { siteData, referenceFields, imageSources } = loadSiteData(root);
const year = 2031;
const temporary = mkdtempSync(join(tmpdir(), "incremental-build-"));
afterAll(() => rmSync(temporary, { recursive: true, force: true }));

/** The images as a build made them: the same file for every picture, but for `changed`. */
function imagesOf(changed?: string): ImageManifest {
  return Object.fromEntries(
    [...imageSources].map((src) => [
      src,
      { width: 1200, height: 800, src: `/_images/${src === changed ? "new" : "old"}.jpg` },
    ]),
  );
}

/** Every address's key, as the build makes them, for this site data. */
function keysOf(data: SiteData, code = "code", images = imagesOf()): Map<string, Address & { key: string }> {
  const shared = sharedRenderKey({
    code,
    site: resolveSite(data.site, year),
    images,
    share: { src: "/share.jpg", width: 1200, height: 630, type: "image/jpeg" },
  });
  return new Map(
    allPaths(data).map((pathname) => {
      const page = resolvePageData(data, pathname, referenceFields, year);
      return [pathname, { pathname, file: addressFile(pathname), key: addressKey(shared, page, images).key }];
    }),
  );
}

/** The records a build leaves for these keys. */
const recordsOf = (keys: Map<string, Address & { key: string }>): Record<string, PageRecord> =>
  Object.fromEntries([...keys].map(([pathname, { key, file }]) => [pathname, { key, file }]));

/** What a build after the one that left `previous` does with each address, as src/pipeline/build-site.ts decides it. */
function planOf(previous: Record<string, PageRecord> | null, keys: Map<string, Address & { key: string }>) {
  const addresses = [...keys.values()];
  return {
    render: addresses
      .filter((address) => !unchangedSince(previous?.[address.pathname], address))
      .map(({ pathname }) => pathname),
    unchanged: addresses
      .filter((address) => unchangedSince(previous?.[address.pathname], address))
      .map(({ pathname }) => pathname),
    removed: previous ? goneSince(previous, new Set(keys.keys())) : [],
  };
}

/** The site data with one post changed, as validation hands it back: the other items are the same objects. */
function withPost(change: (post: PostWithReadTime) => PostWithReadTime | null): SiteData {
  const [first, ...others] = siteData.collections.posts;
  const changed = change(first);
  return { ...siteData, collections: { ...siteData.collections, posts: changed ? [changed, ...others] : others } };
}

const before = keysOf(siteData);
const post = siteData.collections.posts[0];

describe("which addresses a build renders again", () => {
  it("after one post's title changes: exactly the addresses whose page data holds that post, its own page among them", () => {
    const title = `${post.title} (updated)`;
    const plan = planOf(recordsOf(before), keysOf(withPost((post) => ({ ...post, title }))));
    const holdingIt = allPaths(siteData).filter((pathname) =>
      JSON.stringify(resolvePageData(siteData, pathname, referenceFields, year)).includes(JSON.stringify(post.title)),
    );
    expect(plan.render.sort()).toEqual(holdingIt.sort());
    expect(plan.render).toContain(`/blog/${post.id}`);
    expect(plan.unchanged.length).toBe(before.size - plan.render.length);
    expect(plan.unchanged).toContain("/about");
    expect(plan.removed).toEqual([]);
  });

  it("carries a post's related posts on its page, but not the posts those name as related: a title reaches the pages that show it", () => {
    const [a, b, ...others] = siteData.collections.posts;
    // At most three related posts (the schema's limit): b names the first three others.
    const chained = (bRelated: string[]): SiteData => ({
      ...siteData,
      collections: {
        ...siteData.collections,
        posts: [{ ...a, related: [b.id] }, { ...b, related: bRelated as PostWithReadTime["related"] }, ...others],
      },
    });
    const carried = (data: SiteData) =>
      Object.keys(resolvePageData(data, `/blog/${a.id}`, referenceFields, year).items.posts).sort();
    const alone = carried(chained([]));
    expect(alone).toContain(b.id);
    // b naming other posts as related changes nothing on a's page, nor its key.
    expect(carried(chained(others.slice(0, 3).map((post) => post.id)))).toEqual(alone);
    expect(keysOf(chained(others.slice(0, 3).map((post) => post.id))).get(`/blog/${a.id}`)!.key).toBe(
      keysOf(chained([])).get(`/blog/${a.id}`)!.key,
    );
  });

  it("renders nothing again when nothing changed, and every address when what all pages share changes", () => {
    expect(planOf(recordsOf(before), keysOf(siteData)).render).toEqual([]);
    const renamed = {
      ...siteData,
      site: { ...siteData.site, company: { ...siteData.site.company, shortName: "Renamed" } },
    };
    expect(planOf(recordsOf(before), keysOf(renamed)).render.length).toBe(before.size);
    expect(planOf(recordsOf(before), keysOf(siteData, "other code")).render.length).toBe(before.size);
  });

  it("renders nothing again when only who may edit and publish what changed (no page shows it)", () => {
    const settings = {
      ...siteData,
      site: {
        ...siteData.site,
        editing: { editorsMayChangeMenus: true, publishChecksThatBlock: { "alt-text-missing": true } },
      },
    };
    expect(planOf(recordsOf(before), keysOf(settings)).render).toEqual([]);
  });

  it("after a picture changes: the addresses whose page data names it, and every address for a picture of the site settings", () => {
    const picture = post.image.src;
    const plan = planOf(recordsOf(before), keysOf(siteData, "code", imagesOf(picture)));
    const namingIt = allPaths(siteData).filter((pathname) =>
      JSON.stringify(resolvePageData(siteData, pathname, referenceFields, year)).includes(JSON.stringify(picture)),
    );
    expect(plan.render.sort()).toEqual(namingIt.sort());
    expect(plan.render.length).toBeLessThan(before.size);
    const logo = siteData.site.seo.logo.src;
    expect(planOf(recordsOf(before), keysOf(siteData, "code", imagesOf(logo))).render.length).toBe(before.size);
  });

  it("lists a removed post's address as gone, and a full build (no records) renders every address", () => {
    const plan = planOf(recordsOf(before), keysOf(withPost(() => null)));
    expect(plan.removed).toEqual([`/blog/${post.id}`]);
    expect(planOf(null, before).render.length).toBe(before.size);
  });
});

describe("whether a build reuses the last one", () => {
  const previous: BuildState = { format: 2, code: "abc", pages: {}, outputs: {} };
  const circumstances: BuildCircumstances = {
    fullAsked: null,
    previous,
    code: "abc",
    bundlesPresent: true,
    distIntact: true,
  };

  it("reuses the bundles when only site data can have changed, and builds everything otherwise", () => {
    expect(buildMode(circumstances).kind).toBe("data-only");
    expect(buildMode({ ...circumstances, code: "def" })).toEqual({
      kind: "full",
      reason: "code, schemas, configuration or dependencies changed since the last build",
    });
    expect(buildMode({ ...circumstances, fullAsked: "--full" }).kind).toBe("full");
    expect(buildMode({ ...circumstances, fullAsked: "CI=true" }).kind).toBe("full");
    expect(buildMode({ ...circumstances, previous: null }).kind).toBe("full");
    expect(buildMode({ ...circumstances, bundlesPresent: false }).kind).toBe("full");
    expect(buildMode({ ...circumstances, distIntact: false }).kind).toBe("full");
  });

  it("renders every page with the last bundles when asked (--every-page), unless the code is no longer theirs", () => {
    const everyPage = { ...circumstances, everyPageAsked: true };
    expect(buildMode(everyPage).kind).toBe("every-page");
    // dist/ is emptied and every page rendered, so a dist/ changed since does not matter.
    expect(buildMode({ ...everyPage, distIntact: false }).kind).toBe("every-page");
    expect(buildMode({ ...everyPage, code: "def" }).kind).toBe("full");
    expect(buildMode({ ...everyPage, bundlesPresent: false }).kind).toBe("full");
    expect(buildMode({ ...everyPage, previous: null }).kind).toBe("full");
    expect(buildMode({ ...everyPage, fullAsked: "CI=true" }).kind).toBe("full");
  });

  it("takes a change of code for a change of code, and a change of site data or pictures for none", () => {
    const project = join(temporary, "project");
    for (const path of ["src/site/app", "schemas", "site-data/pages", "public/images"])
      mkdirSync(join(project, path), { recursive: true });
    for (const file of [
      "index.html",
      "vite.config.ts",
      "package.json",
      "src/site/app/App.tsx",
      "schemas/page.schema.json",
    ])
      cpSync(join(root, file), join(project, file));
    writeFileSync(join(project, "site-data/pages/home.json"), "{}\n");
    const first = codeFingerprint(project);
    writeFileSync(join(project, "site-data/pages/home.json"), '{ "title": "Home" }\n');
    writeFileSync(join(project, "public/images/new.svg"), "<svg/>\n");
    expect(codeFingerprint(project)).toBe(first);
    writeFileSync(
      join(project, "src/site/app/App.tsx"),
      `${readFileSync(join(project, "src/site/app/App.tsx"), "utf8")}\n`,
    );
    expect(codeFingerprint(project)).not.toBe(first);
  });
});

describe("the files of dist/", () => {
  it("writes only what changed, keeps what stays, and removes what is gone with its compressed copies and emptied folders", () => {
    const dist = join(temporary, "dist");
    const page = "x".repeat(600);
    const first = outputFiles(dist, {});
    first.put("index.html", page);
    first.put("blog/gone/index.html", page);
    first.put("about/index.html", page);
    const { outputs, written } = first.finish();
    expect(written.sort()).toEqual(["about/index.html", "blog/gone/index.html", "index.html"]);
    expect(outputs["index.html"].compressed).toBe(true);
    for (const path of written) for (const suffix of [".br", ".gz"]) writeFileSync(join(dist, path + suffix), "copy");
    expect(outputsIntact(dist, outputs)).toBe(true);

    const unchangedSince = statSync(join(dist, "index.html")).mtimeMs;
    const second = outputFiles(dist, outputs);
    second.put("index.html", page);
    second.keep("about/index.html");
    second.put("blog/index.html", "short");
    const result = second.finish();
    expect(result.written).toEqual(["blog/index.html"]);
    expect(result.removed).toEqual(["blog/gone/index.html"]);
    expect(statSync(join(dist, "index.html")).mtimeMs).toBe(unchangedSince);
    expect(existsSync(join(dist, "blog/gone"))).toBe(false);
    expect(existsSync(join(dist, "blog/index.html"))).toBe(true);
    expect(result.outputs["blog/index.html"].compressed).toBe(false);
    expect(outputsIntact(dist, result.outputs)).toBe(true);
    rmSync(join(dist, "about/index.html.br"));
    expect(outputsIntact(dist, result.outputs)).toBe(false);
  });
});
