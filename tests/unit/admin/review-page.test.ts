/**
 * A reviewer's link through the site's real server (createSiteServer, src/server/admin/reviews/review-page-routes.ts):
 * the overview of a change of the About page shared for review, its comment and answer forms, the refusals of a link
 * that ended or was never made, the headers, the limits, and that nothing of /admin is reached through it. Pages are
 * rendered by a stand-in (the build's renderer needs `npm run build`), which writes each block's data into its section.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import { AuditLog } from "../../../src/server/admin/audit-log.ts";
import { nameLimit, textLimit } from "../../../src/server/admin/reviews/review-page-routes.ts";
import { changedAttribute } from "../../../src/server/admin/reviews/review-render.ts";
import type { ReviewRenderer } from "../../../src/server/admin/reviews/review-renderer.ts";
import { type Review, Reviews } from "../../../src/server/admin/reviews/reviews.ts";
import { fillTokens } from "../../../src/core/content/fill-tokens.ts";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { reviewWords as words, timeOfDay } from "../../../src/core/words/review-words.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { escapeHtml } from "../../../src/server/escape-html.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import type { Sql } from "../../../src/server/store/database.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";
import { adminProject } from "./admin-project.ts";

const origin = "http://localhost:80";
const author = "grace@nerivo.ng";
const aboutFile = "site-data/pages/about.json";
const day = 24 * 60 * 60 * 1000;
const start = Date.parse("2026-12-05T09:00:00Z");
let clock = start;
const now = () => clock;

let temporary: string;
let project: string;
let database: TestDatabase | undefined;
let db: Sql;
let server: FastifyInstance;
let reviews: Reviews;
let workspace: ReturnType<typeof createSiteDataWorkspace>;
let accountId: number;
const answered: Review[] = [];

// Each block's data in its own section, so that a changed block is a changed section.
const renderer: ReviewRenderer = {
  async render(_pathname, page, site) {
    const sections = page.sections.map((block) => `<section>${escapeHtml(JSON.stringify(block))}</section>`);
    return `<!doctype html><html><head><link rel="stylesheet" href="/assets/site.css"><script type="module" crossorigin src="/assets/app.js"></script><link rel="modulepreload" crossorigin href="/assets/react.js"></head><body><header>${escapeHtml(site.company.name)}</header><main id="main-content">${sections.join("")}</main><footer>footer</footer></body></html>`;
  },
  async close() {},
};

/** About's text with its first block's subtitle changed: the change every test reviews. */
function changedAbout(): { text: string; hero: { title: string; subtitle: string } } {
  const about = JSON.parse(readFileSync(join(project, aboutFile), "utf8"));
  about.sections[0].subtitle = "A new line under the title, for the review.";
  return { text: `${JSON.stringify(about, null, 2)}\n`, hero: about.sections[0] };
}

/** A review of the change to About, and its link's token. */
async function shared(expiresAt = clock + 7 * day) {
  const { text } = changedAbout();
  return reviews.create(
    accountId,
    {
      files: [{ file: aboutFile, text, base: null }],
      subject: "About: hero subtitle changed",
      lines: ["Subtitle: “Since …” → “A new line under the title, for the review.”"],
    },
    expiresAt,
  );
}

/** Requests from one client address each (the limits count per address), unless told. */
let nextAddress = 1;
const address = () => `10.20.${Math.floor(nextAddress / 250)}.${nextAddress++ % 250}`;

const get = (url: string, from = address()) =>
  server.inject({ method: "GET", url, headers: { "x-forwarded-for": from } });
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server.inject({
    method: "POST",
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      "x-forwarded-for": address(),
      ...headers,
    },
  });

function expectReviewHeaders(response: LightMyRequestResponse) {
  expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
  expect(response.headers["cache-control"]).toBe("no-store");
  expect(response.headers["referrer-policy"]).toBe("no-referrer");
  const policy = String(response.headers["content-security-policy"]);
  for (const rule of ["script-src 'none'", "form-action 'self'", "frame-ancestors 'none'", "img-src 'self' data:"])
    expect(policy).toContain(rule);
  expect(response.headers["x-content-type-options"]).toBe("nosniff");
  expect(response.headers["set-cookie"]).toBeUndefined();
}

describe.each(testDatabases)("a reviewer's link ($name)", ({ fresh }) => {
  beforeAll(async () => {
    clock = start;
    const made = adminProject("review-page-");
    ({ temporary, project } = made);
    database = await fresh();
    db = database.db;
    accountId = (await new Accounts(db, now).add(author, "editor")).account.id;
    reviews = new Reviews(db, now);
    const live = new LiveSite(made.dist);
    workspace = createSiteDataWorkspace(project);
    server = await createSiteServer({
      distDir: made.dist,
      live,
      trustProxy: "127.0.0.1",
      admin: {
        db,
        root: project,
        live,
        workspace,
        appDir: made.appDir,
        now,
        review: { renderer, limits: { reads: 30, writes: 5 }, onAnswered: (review) => answered.push(review) },
      },
    });
  });

  afterAll(async () => {
    await server?.close();
    await database?.remove();
    rmSync(temporary, { recursive: true, force: true });
  });

  it("shows the change: its author, subject, lines, the pages it reaches and their parts, and notes its first opening", async () => {
    const { review, token } = await shared();
    const response = await get(`/review/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
    expectReviewHeaders(response);
    const { body } = response;
    expect(body).toContain(escapeHtml(words.title(author)));
    expect(body).toContain(escapeHtml(review.subject));
    for (const line of review.lines) expect(body).toContain(escapeHtml(line));
    const about = JSON.parse(readFileSync(join(project, aboutFile), "utf8"));
    const company = JSON.parse(readFileSync(join(project, "site-data/site.json"), "utf8")).company;
    expect(body).toContain(`href="/review/${token}/page?path=%2Fabout"`);
    expect(body).toContain(escapeHtml(words.viewPage(about.title)));
    const heroTitle = fillTokens(about.sections[0].title as string, { company });
    expect(body).toContain(
      `<option value="block 1@/about">${escapeHtml(words.partOf(about.title, words.partBlock(1, "hero", heroTitle)))}</option>`,
    );
    expect(body).toContain(`value="block ${about.sections.length}@/about"`);
    expect(body).toContain(escapeHtml(words.partOf(about.title, words.partFooter)));
    expect(body).toContain(`>${escapeHtml(words.approve)}</button>`);
    expect(body).toContain(`>${escapeHtml(words.askForChanges)}</button>`);
    expect(body).not.toMatch(/<script/i);
    // Opened twice, recorded once.
    await get(`/review/${token}`);
    const opened = (await new AuditLog(db, now).latest()).filter(
      (entry) => entry.action === words.audit.opened && entry.detail === review.subject,
    );
    expect(opened).toHaveLength(1);
    expect((await reviews.byId(review.id))?.openedAt).toBe(clock);
  });

  it("shows a reached page as it will be, the changed block marked, without the site's scripts, under a banner back", async () => {
    const { token } = await shared();
    const response = await get(`/review/${token}/page?path=/about`);
    expect(response.statusCode).toBe(200);
    expectReviewHeaders(response);
    const { body } = response;
    expect(body).toContain(escapeHtml(words.bannerText));
    expect(body).toContain(`<a href="/review/${token}">${escapeHtml(words.bannerBack)}</a>`);
    expect(body).toContain(escapeHtml(changedAbout().hero.subtitle));
    // The hero alone changed: one mark, on the first section.
    expect(body.match(new RegExp(`<(section|header|footer) ${changedAttribute}>`, "g"))).toHaveLength(1);
    expect(body).toMatch(new RegExp(`<main id="main-content"><section ${changedAttribute}>`));
    expect(body).not.toMatch(/type="module"|modulepreload/);
    expect(body).toContain('href="/assets/site.css"');

    const elsewhere = await get(`/review/${token}/page?path=/contact`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body).toContain(escapeHtml(words.pageNotInChange));
    expectReviewHeaders(elsewhere);
  });

  it("stores a comment on a part of a page, says who wrote it, and goes back to the overview", async () => {
    const { review, token } = await shared();
    const response = await post(`/review/${token}/comment`, {
      part: "block 1@/about",
      name: "  Ngozi Eze  ",
      text: "The new line <b>reads</b> well.",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/review/${token}#comments`);
    expectReviewHeaders(response);
    expect(await reviews.comments([review.id])).toMatchObject([
      { pathname: "/about", part: "block 1", name: "Ngozi Eze", text: "The new line <b>reads</b> well." },
    ]);
    const page = (await get(`/review/${token}`)).body;
    expect(page).toContain(escapeHtml("The new line <b>reads</b> well."));
    expect(page).not.toContain("<b>reads</b>");
    const recorded = await new AuditLog(db, now).latest();
    expect(recorded.some((entry) => entry.action === words.audit.commented("Ngozi Eze"))).toBe(true);
  });

  it("takes an answer with the reviewer's name, says it plainly, and calls the author's hook", async () => {
    const { review, token } = await shared();
    clock += 60_000;
    const approved = await post(`/review/${token}/answer`, { name: " Ngozi ", note: "", answer: "approve" });
    expect(approved.statusCode).toBe(303);
    expect(approved.headers.location).toBe(`/review/${token}`);
    const stored = await reviews.byId(review.id);
    expect(stored).toMatchObject({ state: "approved", answeredBy: "Ngozi", approvedHash: review.hash });
    expect(answered.at(-1)?.id).toBe(review.id);
    expect((await new AuditLog(db, now).latest())[0]).toMatchObject({
      action: words.audit.approved("Ngozi"),
      detail: review.subject,
    });
    const page = (await get(`/review/${token}`)).body;
    expect(page).toContain(escapeHtml(words.approved("Ngozi", timeOfDay(clock), author)));

    const asked = await post(`/review/${token}/answer`, { name: "Ngozi", note: "Shorter, please.", answer: "changes" });
    expect(asked.statusCode).toBe(303);
    expect(await reviews.byId(review.id)).toMatchObject({ state: "changes-asked", answerNote: "Shorter, please." });
    const after = (await get(`/review/${token}`)).body;
    expect(after).toContain(escapeHtml(words.changesAsked("Ngozi", timeOfDay(clock), author)));
    expect(after).toContain(escapeHtml(words.answerNote("Shorter, please.")));
  });

  it("sends a form back with the message at its field and what was typed kept, storing nothing", async () => {
    const { review, token } = await shared();
    const long = `Too long <${"x".repeat(textLimit)}>`;
    const comment = await post(`/review/${token}/comment`, { part: "block 1@/about", name: "", text: long });
    expect(comment.statusCode).toBe(400);
    expectReviewHeaders(comment);
    expect(comment.body).toContain(`<p class="problem" id="comment-name-problem">${escapeHtml(words.missing.name)}`);
    expect(comment.body).toContain(
      `<p class="problem" id="comment-text-problem">${escapeHtml(words.tooLong(textLimit))}`,
    );
    expect(comment.body).toContain(`>${escapeHtml(long)}</textarea>`);
    expect(comment.body).toContain('<option value="block 1@/about" selected>');
    const elsewhere = await post(`/review/${token}/comment`, { part: "block 1@/admin", name: "Ngozi", text: "Hi" });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.body).toContain(escapeHtml(words.missing.part));
    expect(await reviews.comments([review.id])).toEqual([]);

    const name = "N".repeat(nameLimit + 1);
    const answer = await post(`/review/${token}/answer`, { name, note: "kept", answer: "approve" });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain(escapeHtml(words.tooLong(nameLimit)));
    expect(answer.body).toContain(`value="${name}"`);
    expect(answer.body).toContain(">kept</textarea>");
    const noButton = await post(`/review/${token}/answer`, { name: "Ngozi", answer: "publish" });
    expect(noButton.statusCode).toBe(400);
    expect(noButton.body).toContain(escapeHtml(words.missing.answer));
    expect((await reviews.byId(review.id))?.state).toBe("waiting");

    // Only form posts are read: anything else is refused in words, on a page with the review's headers.
    const json = await server.inject({
      method: "POST",
      url: `/review/${token}/answer`,
      payload: JSON.stringify({ name: "Ngozi", answer: "approve" }),
      headers: { "content-type": "application/json", origin, "x-forwarded-for": address() },
    });
    expect(json.statusCode).toBe(415);
    expect(json.body).toContain(escapeHtml(words.unreadable));
    expectReviewHeaders(json);
    expect((await reviews.byId(review.id))?.state).toBe("waiting");
  });

  it("refuses posts from other sites, and takes a form post whose origin the browser left unnamed on its own site", async () => {
    const { review, token } = await shared();
    const fields = { name: "Ngozi", answer: "approve" };
    const foreign = await post(`/review/${token}/answer`, fields, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.body).toContain(escapeHtml(words.foreignOrigin));
    const unnamedCrossSite = await post(`/review/${token}/answer`, fields, {
      origin: "null",
      "sec-fetch-site": "cross-site",
    });
    expect(unnamedCrossSite.statusCode).toBe(403);
    expect((await reviews.byId(review.id))?.state).toBe("waiting");
    const own = await post(`/review/${token}/answer`, fields, { origin: "null", "sec-fetch-site": "same-origin" });
    expect(own.statusCode).toBe(303);
    expect((await reviews.byId(review.id))?.state).toBe("approved");
  });

  it("answers a link that ended, was withdrawn or whose change was published with 410 in words, posts too", async () => {
    const ending = await shared(clock + 60_000);
    const withdrawn = await shared();
    const published = await shared();
    await reviews.withdraw(withdrawn.review.id);
    await reviews.published([published.review.id]);
    clock += 60_000;
    const cases = [
      [ending.token, words.expired(author)],
      [withdrawn.token, words.withdrawn(author)],
      [published.token, words.published],
    ] as const;
    for (const [token, text] of cases) {
      for (const response of [
        await get(`/review/${token}`),
        await get(`/review/${token}/page?path=/about`),
        await post(`/review/${token}/comment`, { part: "page@/about", name: "Ngozi", text: "Hi" }),
        await post(`/review/${token}/answer`, { name: "Ngozi", answer: "approve" }),
      ]) {
        expect(response.statusCode).toBe(410);
        expect(response.body).toContain(escapeHtml(text));
        expectReviewHeaders(response);
      }
    }
    expect(await reviews.comments([ending.review.id, withdrawn.review.id, published.review.id])).toEqual([]);
  });

  it("answers a forged or unknown link with 404 in words", async () => {
    const { token } = await shared();
    const [id, expiresAt, signature] = token.split(".");
    const forged = [
      `${Number(id) + 1}.${expiresAt}.${signature}`,
      `${id}.${Number(expiresAt) + day}.${signature}`,
      `${id}.${expiresAt}.${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`,
      "not-a-token",
    ];
    for (const bad of forged)
      for (const response of [
        await get(`/review/${bad}`),
        await get(`/review/${bad}/page?path=/about`),
        await post(`/review/${bad}/answer`, { name: "Ngozi", answer: "approve" }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain(escapeHtml(words.notFound));
        expectReviewHeaders(response);
      }
  });

  it("leads nowhere in /admin: neither by its address nor with its token", async () => {
    const { token } = await shared();
    for (const url of [`/review/${token}/../admin`, `/review/${token}/%2e%2e/%2e%2e/admin/`, "/review/../admin/"]) {
      const response = await get(url);
      expect(response.statusCode).not.toBe(200);
      expect(response.body).not.toContain("Site editor");
    }
    for (const url of [`/admin/${token}`, `/admin/?token=${token}`, `/admin/review/${token}`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toMatch(/^\/admin\/login\?next=/);
    }
    const api = await server.inject({
      method: "GET",
      url: "/admin/api/reviews",
      headers: { cookie: `admin_session=${token}`, authorization: `Bearer ${token}` },
    });
    expect([401, 303, 404]).toContain(api.statusCode);
    expect(api.body).not.toContain(author);
  });

  it("limits each address: 429 in words with Retry-After, reads and writes counted apart", async () => {
    const { token } = await shared();
    const from = "10.99.0.1";
    const reads = [];
    for (let i = 0; i < 31; i++) reads.push(await get(`/review/${token}`, from));
    expect(reads.slice(0, 30).every((response) => response.statusCode === 200)).toBe(true);
    const refused = reads[30];
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.body).toContain(escapeHtml(words.tooManyTitle));
    expectReviewHeaders(refused);
    // Writes have their own, smaller count.
    const writes = [];
    for (let i = 0; i < 6; i++)
      writes.push(
        await post(
          `/review/${token}/comment`,
          { part: "page@/about", name: "Ngozi", text: `Note ${i}` },
          { "x-forwarded-for": from },
        ),
      );
    expect(writes.map(({ statusCode }) => statusCode)).toEqual([303, 303, 303, 303, 303, 429]);
    // Another address is not held up.
    expect((await get(`/review/${token}`, "10.99.0.2")).statusCode).toBe(200);
  });

  it("shows the change's own pictures through the link, uploaded and not yet published, and no other picture", async () => {
    const upload = "/images/uploads/review-hero-photo.svg";
    const other = "/images/uploads/someone-elses-upload.svg";
    mkdirSync(join(project, "public/images/uploads"), { recursive: true });
    for (const picture of [upload, other])
      writeFileSync(
        join(project, "public", picture),
        '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080" viewBox="0 0 1920 1080"><rect width="1920" height="1080"/></svg>',
      );
    const about = JSON.parse(readFileSync(join(project, aboutFile), "utf8"));
    const hero = about.sections[0];
    hero.backgroundImage = { ...hero.backgroundImage, src: upload };
    const { token } = await reviews.create(
      accountId,
      {
        files: [{ file: aboutFile, text: `${JSON.stringify(about, null, 2)}\n`, base: null }],
        subject: "About: hero picture changed",
        lines: [],
      },
      clock + day,
    );
    const page = await get(`/review/${token}/page?path=/about`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`/review/${token}${upload}`);
    const picture = await get(`/review/${token}${upload}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toContain("image/svg+xml");
    expectReviewHeaders(picture);
    // Another upload, a file outside the pictures, and a link that does not open show nothing.
    for (const url of [`/review/${token}${other}`, `/review/${token}/images/../../site-data/site.json`])
      expect((await get(url)).statusCode).toBe(404);
    expect((await get(`/review/${token}x${upload}`)).statusCode).toBe(404);
  });

  it("follows the site as published: once the change is on the site, it reaches no page", async () => {
    const { token } = await shared();
    const before = await get(`/review/${token}`);
    expect(before.body).toContain(`href="/review/${token}/page?path=%2Fabout"`);
    const published = readFileSync(join(project, aboutFile), "utf8");
    writeFileSync(join(project, aboutFile), changedAbout().text);
    workspace.fileChanged(join(project, aboutFile));
    try {
      const after = await get(`/review/${token}`);
      expect(after.body).not.toContain("/page?path=");
      expect(after.body).toContain(escapeHtml(words.pagesNone));
    } finally {
      writeFileSync(join(project, aboutFile), published);
      workspace.fileChanged(join(project, aboutFile));
    }
  });
});
