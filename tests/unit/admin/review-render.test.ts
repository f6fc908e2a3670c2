/**
 * The review copy of a page (src/server/admin/reviews/review-render.ts): its parts as a reviewer comments on them,
 * the parts a change makes differ marked, the site's scripts out; and the worker that renders it
 * (review-renderer.ts), with each page's own site settings, stopped when idle.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { PageData } from "../../../src/core/content/types.ts";
import type { Site } from "../../../src/core/generated/site-data.ts";
import {
  picturesNamed,
  picturesThroughLink,
  changedAttribute,
  changedStyle,
  markChanged,
  pageParts,
  reviewCopy,
} from "../../../src/server/admin/reviews/review-render.ts";
import { reviewRenderer } from "../../../src/server/admin/reviews/review-renderer.ts";

const page = ({ header = "Nerivo", blocks = [] as string[], footer = "© Nerivo" }) =>
  `<!doctype html><html><head><title>t</title></head><body><div id="root"><header class="h"><nav>${header}</nav></header><main id="main-content">${blocks.join("")}</main><footer class="f">${footer}</footer></div></body></html>`;

const marked = (html: string) =>
  [...html.matchAll(new RegExp(`<(header|section|footer)\\b[^>]*\\b${changedAttribute}\\b[^>]*>`, "g"))].map(
    (match) => match[0],
  );

describe("a page's parts", () => {
  it("are its header, each top-level section inside <main> (a layout's nested ones are its own) and its footer", () => {
    const html = page({
      blocks: [
        '<section id="a"><header>An article header is part of its block</header></section>',
        '<section id="layout"><div><section id="inner-1">x</section><section id="inner-2">y</section></div></section>',
        '<section id="c">z</section>',
      ],
    });
    const parts = pageParts(html).map((part) => ({ kind: part.kind, opening: html.slice(part.start, part.openEnd) }));
    expect(parts).toEqual([
      { kind: "header", opening: '<header class="h">' },
      { kind: "section", opening: '<section id="a">' },
      { kind: "section", opening: '<section id="layout">' },
      { kind: "section", opening: '<section id="c">' },
      { kind: "footer", opening: '<footer class="f">' },
    ]);
    const layout = pageParts(html)[2];
    expect(html.slice(layout.start, layout.end)).toBe(
      '<section id="layout"><div><section id="inner-1">x</section><section id="inner-2">y</section></div></section>',
    );
  });
});

describe("marking what a change changed", () => {
  const blocks = ["<section>Hero: Welcome</section>", "<section>Text: Our story</section>", "<section>CTA</section>"];

  it("marks the one block whose HTML differs, and nothing when nothing does", () => {
    const before = page({ blocks });
    expect(markChanged(before, before)).toEqual({ html: before, changed: 0 });
    const after = page({ blocks: [blocks[0], "<section>Text: Our new story</section>", blocks[2]] });
    const result = markChanged(before, after);
    expect(result.changed).toBe(1);
    expect(marked(result.html)).toEqual([`<section ${changedAttribute}>`]);
    // Everything else is as rendered.
    expect(result.html.replace(` ${changedAttribute}`, "")).toBe(after);
  });

  it("marks a block added above the others alone, though the ids React numbers by place moved", () => {
    const withIds = (list: string[], from: number) =>
      list.map((block, index) =>
        block.replace(
          "<section>",
          `<section><span id="mantine-«R${from + index}»"></span><div class="__m__-_R_${from + index}f_"></div>`,
        ),
      );
    const before = page({ blocks: withIds(blocks, 1) });
    const after = page({ blocks: withIds(["<section>New block</section>", ...blocks], 1) });
    const result = markChanged(before, after);
    expect(result.changed).toBe(1);
    expect(result.html).toContain(
      `<section ${changedAttribute}><span id="mantine-«R1»"></span><div class="__m__-_R_1f_">`,
    );
  });

  it("marks a changed header and footer, and every part of a page that is new", () => {
    const before = page({ blocks });
    const after = page({ blocks, header: "Nerivo | Careers", footer: "© Nerivo, Lagos" });
    expect(marked(markChanged(before, after).html)).toEqual([
      `<header class="h" ${changedAttribute}>`,
      `<footer class="f" ${changedAttribute}>`,
    ]);
    expect(markChanged(null, after).changed).toBe(blocks.length + 2);
  });
});

describe("the review copy", () => {
  it("has no module scripts nor preloads, shows what needs no script, the marks' style and the banner back", () => {
    const html = `<!doctype html><html><head><script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/r.js"><link rel="stylesheet" href="/assets/site.css"><noscript><style>[data-needs-script]{display:none!important}</style></noscript></head><body><main></main></body></html>`;
    const copy = reviewCopy(html, {
      style: changedStyle("Changed"),
      bannerText: "Review copy: not published yet",
      backText: "back to the review",
      backHref: "/review/1.2.x",
    });
    expect(copy).not.toMatch(/<script|modulepreload|<noscript/);
    expect(copy).toContain('<link rel="stylesheet" href="/assets/site.css">');
    expect(copy).toContain("<style>[data-needs-script]{display:none!important}</style>");
    expect(copy).toContain('content: "Changed"');
    expect(copy).toMatch(
      /<body>\n<div class="review-banner" role="note">Review copy: not published yet — <a href="\/review\/1\.2\.x">back to the review<\/a><\/div><main>/,
    );
  });
});

describe("the review's renderer", () => {
  const root = mkdtempSync(join(tmpdir(), "review-renderer-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  mkdirSync(join(root, ".cache/client"), { recursive: true });
  mkdirSync(join(root, ".cache/ssr"), { recursive: true });
  const template =
    '<!doctype html><html><head><!--app-head--><script type="module" crossorigin src="/a.js"></script></head><body><!--app-html--></body></html>';
  writeFileSync(join(root, ".cache/client/index.html"), template);
  // A stand-in for the build's worker: answers with the site's name it was given for the job, else the setup's.
  writeFileSync(
    join(root, ".cache/ssr/build-worker.js"),
    `import { parentPort, workerData } from "node:worker_threads";
const build = workerData.template.includes("/b.js") ? "b" : "a";
parentPort.on("message", ({ id, job }) => parentPort.postMessage({ id, result: { html: (job.site ?? workerData.site).company.name + " " + job.pathname + " " + build } }));
parentPort.postMessage({ ready: true });
`,
  );
  const site = (name: string) => ({ company: { name }, seo: { image: { src: "/share.jpg" } } }) as unknown as Site;

  it("renders each page with its own site settings and the latest build's page, and says when there is no renderer", async () => {
    const renderer = reviewRenderer(root, 50);
    expect(await renderer.render("/about", {} as PageData, site("Before"))).toBe("Before /about a");
    expect(await renderer.render("/about", {} as PageData, site("After"))).toBe("After /about a");
    await new Promise((resolve) => setTimeout(resolve, 120));
    // Stopped when idle, started again on the next page.
    expect(await renderer.render("/", {} as PageData, site("Again"))).toBe("Again / a");
    // A build since: its page (other scripts and stylesheets) is used from the next page on.
    writeFileSync(join(root, ".cache/client/index.html"), template.replace("/a.js", "/b.js"));
    expect(await renderer.render("/", {} as PageData, site("Rebuilt"))).toBe("Rebuilt / b");
    await renderer.close();
    expect(await renderer.render("/", {} as PageData, site("Closed"))).toBeNull();
    const unbuilt = reviewRenderer(join(root, "nothing-here"));
    expect(await unbuilt.render("/", {} as PageData, site("x"))).toBeNull();
  });
});

describe("the change's own pictures in the review copy", () => {
  it("names the pictures a change's texts name, and sends those only through the link", () => {
    const named = picturesNamed([
      '{"image":{"src":"/images/uploads/team.jpg"},"body":"![x](/images/blog/chart.png)"}',
      null,
      '{"href":"/images/not-a-picture"}',
    ]);
    expect([...named].sort()).toEqual(["/images/blog/chart.png", "/images/uploads/team.jpg"]);
    const html =
      '<img src="/images/uploads/team.jpg" srcset="/images/uploads/team.jpg 1x"><img src="/images/logo.svg">';
    expect(picturesThroughLink(html, named, "/review/t")).toBe(
      '<img src="/review/t/images/uploads/team.jpg" srcset="/review/t/images/uploads/team.jpg 1x"><img src="/images/logo.svg">',
    );
    expect(picturesThroughLink(html, new Set(), "/review/t")).toBe(html);
  });
});
