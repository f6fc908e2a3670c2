import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSiteData } from "../../../src/core/content/load-site-data.ts";
import { detailFolder, itemAddress, matchPathPattern } from "../../../src/core/page-paths/path-pattern.ts";
import { allPaths, matchRoute, matchedAddress, notFoundFolders } from "../../../src/core/content/routes.ts";

const articlePath = "/support/knowledge-base/:topic/:articleId";

describe("paths whose earlier parameters name fields of the item", () => {
  it("match an address with the id and each named field's value, and nothing of another shape", () => {
    expect(matchPathPattern(articlePath, "/support/knowledge-base/billing/paying-by-transfer")).toEqual({
      id: "paying-by-transfer",
      fields: { topic: "billing" },
    });
    expect(matchPathPattern("/services/:serviceId", "/services/consulting")).toEqual({ id: "consulting" });
    expect(matchPathPattern(articlePath, "/support/knowledge-base/billing")).toBeNull();
    expect(matchPathPattern(articlePath, "/support/handbook/billing/x")).toBeNull();
    expect(matchPathPattern(articlePath, "/support/knowledge-base//x")).toBeNull();
  });

  it("make an item's address from its fields", () => {
    expect(detailFolder(articlePath)).toBe("/support/knowledge-base/:topic");
    expect(
      itemAddress(detailFolder(articlePath), { id: "paying-by-transfer", topic: "billing" } as { id: string }),
    ).toBe("/support/knowledge-base/billing/paying-by-transfer");
    expect(itemAddress("/services", { id: "consulting" })).toBe("/services/consulting");
  });
});

describe("knowledge-base articles in the site's routes", () => {
  const { siteData } = loadSiteData(resolve(import.meta.dirname, "../../.."));
  const [article] = siteData.collections.kbArticles;
  const address = `/support/knowledge-base/${article.topic}/${article.id}`;
  const otherTopic = siteData.collections.kbTopics.find((topic) => topic.id !== article.topic)!.id;

  it("each article has one address, under its own topic", () => {
    const paths = allPaths(siteData);
    expect(paths).toContain(address);
    for (const { id, topic } of siteData.collections.kbArticles)
      expect(paths).toContain(`/support/knowledge-base/${topic}/${id}`);
    const match = matchRoute(siteData, address);
    expect(match).toMatchObject({ kind: "item", collection: "kbArticles", id: article.id });
    expect(matchedAddress(match as Extract<typeof match, { kind: "item" }>)).toBe(address);
    // The same article under another topic is no page.
    expect(matchRoute(siteData, `/support/knowledge-base/${otherTopic}/${article.id}`).kind).toBe("missing-item");
  });

  it("an unknown article of a topic answers with the article page's not-found state, published in each topic's folder", () => {
    expect(matchRoute(siteData, `/support/knowledge-base/${article.topic}/no-such-article`)).toMatchObject({
      kind: "missing-item",
      page: { id: "kb-article" },
    });
    const folders = notFoundFolders(siteData);
    expect(folders).toContain(`/support/knowledge-base/${article.topic}`);
    expect(folders).toContain("/support/knowledge-base");
  });
});
