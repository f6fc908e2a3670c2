import { describe, expect, it } from "vitest";
import { pageHtml, pageTemplate } from "../../../src/pipeline/page-html.ts";
import type { PageData } from "../../../src/core/content/types.ts";
import type { WorkerSetup } from "../../../src/pipeline/worker-protocol.ts";
import { site } from "../test-providers.tsx";

const indexHtml = `<!doctype html><html><head><!--app-head--><script type="module" crossorigin src="/assets/shell.js"></script></head><body><div id="root"><!--app-html--></div></body></html>`;

describe("a page's HTML document", () => {
  it("fetches the page's script at low priority, and refuses a template that is not Vite's", () => {
    expect(pageTemplate(indexHtml)).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/shell.js">',
    );
    expect(() => pageTemplate("<html></html>")).toThrow(/not the Vite template/);
  });

  it("keeps a page's text as written, replacement patterns such as $& and $' included", () => {
    const setup: WorkerSetup = {
      template: pageTemplate(indexHtml),
      site,
      images: {},
      share: { src: "/share.jpg", width: 1200, height: 630, type: "image/jpeg" },
    };
    const page = {
      status: 200,
      title: "Prices in $& and $'",
      description: "From $$5 a month.",
      breadcrumb: [],
      item: null,
    } as unknown as PageData;
    const html = pageHtml(setup, "<style></style>", "/pricing", page, "<main>Pay $' now, $& later</main>");
    expect(html).toContain("<main>Pay $' now, $& later</main>");
    expect(html).toContain("<title>Prices in $&amp; and $' | Nerivo</title>".replace("Nerivo", site.company.shortName));
    expect(html).toContain('content="From $$5 a month."');
  });
});
