/**
 * "Review before publish" through the real server (createSiteServer) on a copy of the project in a git repository:
 * an editor's publish is refused until a change exactly as it is was approved; sharing one, listing, withdrawing and
 * answering reviews; the commit and History say who approved; the admins and the author are e-mailed.
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReviewsResponse, ShareResponse } from "../../../src/core/contract/api-types.ts";
import { createSiteDataWorkspace, type SiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";
import { adminWords } from "../../../src/core/words/admin-words.ts";
import { refusalWords } from "../../../src/core/words/refusal-words.ts";
import { prepareRelease, servedFolder, serveRelease } from "../../../src/pipeline/site-releases.ts";
import { replaceFile } from "../../../src/pipeline/replace-file.ts";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import { Sessions } from "../../../src/server/admin/accounts/sessions.ts";
import { sessionCookie } from "../../../src/server/admin/admin-routes.ts";
import type { MailTransport } from "../../../src/server/admin/reviews/review-mail.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { versionOf } from "../../../src/server/editing/editor-api.ts";
import { LiveSite } from "../../../src/server/live-site.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";
import { adminProject } from "./admin-project.ts";

const ABOUT = "site-data/pages/about.json";
const SITE = "site-data/site.json";
const editorEmail = "ada@nerivo.ng";
const otherEditorEmail = "tunde@nerivo.ng";
const adminEmail = "ngozi@nerivo.ng";
const secondAdminEmail = "chidi@nerivo.ng";

const git = (root: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@localhost", ...args], {
    cwd: root,
    encoding: "utf8",
  });

describe.each(testDatabases)("review before publish ($name)", ({ fresh }) => {
  let temporary: string;
  let project: string;
  let database: TestDatabase;
  let server: FastifyInstance;
  let workspace: SiteDataWorkspace;
  const sessions: Record<string, string> = {};
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport: MailTransport = {
    sendMail: async (message) => void sent.push(message),
  };

  beforeAll(async () => {
    const made = adminProject("review-gate-");
    ({ temporary, project } = made);
    git(project, "init", "--quiet", "--initial-branch=main");
    git(project, "add", "--all");
    git(project, "commit", "--quiet", "-m", "The site as it starts");
    const release = prepareRelease(project, null, "release-first");
    writeFileSync(join(release, "index.html"), "<!doctype html><title>Home</title>");
    serveRelease(project, release);
    database = await fresh();
    const accounts = new Accounts(database.db);
    for (const [email, role] of [
      [editorEmail, "editor"],
      [otherEditorEmail, "editor"],
      [adminEmail, "admin"],
      [secondAdminEmail, "admin"],
    ] as const) {
      const { account, token } = await accounts.add(email, role);
      // Active accounts (a password chosen) are those e-mailed.
      await accounts.choosePassword(token, "a long enough password for tests");
      sessions[email] = await new Sessions(database.db).start(account.id);
    }
    const live = new LiveSite(servedFolder(project)!);
    workspace = createSiteDataWorkspace(project);
    server = await createSiteServer({
      distDir: servedFolder(project)!,
      live,
      admin: {
        db: database.db,
        root: project,
        live,
        workspace,
        appDir: made.appDir,
        publicOrigin: "https://www.nerivo.ng",
        build: async (into) => replaceFile(join(into, "index.html"), "<!doctype html><title>Home</title>"),
        mail: { smtpUrl: "smtp://mail.example.com:587", from: "website@nerivo.ng" },
        mailTransport: transport,
      },
    });
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await database?.remove();
    rmSync(temporary, { recursive: true, force: true });
  });

  const post = (who: string | null, url: string, body?: unknown) =>
    server.inject({
      method: "POST",
      url,
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        origin: "https://www.nerivo.ng",
        ...(who ? { cookie: `${sessionCookie}=${sessions[who]}` } : {}),
      },
    });
  const reviewsOf = async (who: string) =>
    (
      await server.inject({ url: "/admin/api/reviews", headers: { cookie: `${sessionCookie}=${sessions[who]}` } })
    ).json<ReviewsResponse>();
  const disk = (file: string) => readFileSync(join(project, file), "utf8");
  /** The about page with this title, as the editor would save it from the page as it is on disk. */
  const aboutTitled = (title: string) => {
    const text = disk(ABOUT);
    return {
      file: ABOUT,
      text: `${JSON.stringify({ ...(JSON.parse(text) as object), title }, null, 2)}\n`,
      base: versionOf(text),
    };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it("refuses an editor's publish without an approval, in words that say what to do, and changes nothing", async () => {
    const before = disk(ABOUT);
    const refused = await post(editorEmail, "/admin/api/save", { files: [aboutTitled("About Nerivo")] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "approval-needed", error: refusalWords.approvalNeeded });
    expect(disk(ABOUT)).toBe(before);
    const mine = await reviewsOf(editorEmail);
    expect(mine).toMatchObject({ mine: [], waiting: [], needsApproval: true, mayApprove: false });
    expect(await reviewsOf(adminEmail)).toMatchObject({ needsApproval: false, mayApprove: true });
  });

  it("shares a change, lists it, lets only an admin other than its author answer, and publishes it once approved", async () => {
    const change = aboutTitled("About Nerivo, approved");
    const shared = await post(editorEmail, "/admin/api/reviews", { files: [change], days: 7 });
    expect(shared.statusCode).toBe(200);
    const { review } = shared.json<ShareResponse>();
    expect(review).toMatchObject({ email: editorEmail, state: "waiting", files: [{ file: ABOUT, text: change.text }] });
    expect(review.subject).toContain("About");
    expect(review.link).toMatch(/^\/review\/\d+\.\d+\.[\w-]{43}$/);
    // Seven days from the share (the two moments are read one after the other).
    expect(review.expiresAt - review.createdAt).toBeGreaterThan(7 * 24 * 60 * 60 * 1000 - 1000);
    expect(review.expiresAt - review.createdAt).toBeLessThanOrEqual(7 * 24 * 60 * 60 * 1000);

    // The admins are told, each in their own e-mail, with where to answer.
    await settle();
    const asked = sent.filter(({ subject }) => subject === adminWords.reviewAskedMail(editorEmail, review.subject));
    expect(asked.map(({ to }) => to).sort()).toEqual([secondAdminEmail, adminEmail].sort());
    expect(asked[0].text).toContain("https://www.nerivo.ng/admin/reviews");

    // Its author sees it as theirs, an admin among those waiting, another editor neither.
    expect((await reviewsOf(editorEmail)).mine.map(({ id }) => id)).toEqual([review.id]);
    expect((await reviewsOf(adminEmail)).waiting.map(({ id }) => id)).toEqual([review.id]);
    expect(await reviewsOf(otherEditorEmail)).toMatchObject({ mine: [], waiting: [] });

    // Only admins answer here.
    const byEditor = await post(otherEditorEmail, `/admin/api/reviews/${review.id}/answer`, {
      approve: true,
      note: "",
    });
    expect(byEditor.statusCode).toBe(403);
    expect(byEditor.json().error).toBe(adminWords.onlyAdminsAnswer);
    expect((await post(adminEmail, "/admin/api/reviews/99999/answer", { approve: true, note: "" })).statusCode).toBe(
      404,
    );
    expect((await post(adminEmail, `/admin/api/reviews/${review.id}/answer`, { approve: "yes" })).statusCode).toBe(400);

    const approved = await post(adminEmail, `/admin/api/reviews/${review.id}/answer`, {
      approve: true,
      note: "Good to go.",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().review).toMatchObject({
      state: "approved",
      answeredBy: adminEmail,
      answerNote: "Good to go.",
    });
    await settle();
    const told = sent.filter(({ to }) => to === editorEmail);
    expect(told.map(({ subject }) => subject)).toEqual([
      adminWords.reviewAnsweredMail(adminEmail, true, review.subject),
    ]);
    expect(told[0].text).toContain("Good to go.");

    // Changed after the approval: refused, naming who approved it as it was.
    const changedSince = await post(editorEmail, "/admin/api/save", { files: [aboutTitled("About Nerivo, changed")] });
    expect(changedSince.statusCode).toBe(403);
    expect(changedSince.json()).toMatchObject({ code: "approval-void", error: refusalWords.approvalVoid(adminEmail) });

    // Exactly as approved: published, the commit and History saying who approved it.
    const published = await post(editorEmail, "/admin/api/save", { files: [change] });
    expect(published.statusCode).toBe(200);
    expect(disk(ABOUT)).toBe(change.text);
    expect(git(project, "log", "-1", "--format=%B")).toMatch(new RegExp(`^Approved-by: ${adminEmail}$`, "m"));
    const history = await server.inject({
      url: "/admin/api/history",
      headers: { cookie: `${sessionCookie}=${sessions[editorEmail]}` },
    });
    expect(history.json().entries[0]).toMatchObject({ author: editorEmail, approvedBy: adminEmail });
    expect(
      history
        .json()
        .entries.slice(1)
        .every((entry: object) => !("approvedBy" in entry)),
    ).toBe(true);
    // The review is done with: no longer listed, and its approval lets nothing else through.
    expect((await reviewsOf(editorEmail)).mine).toEqual([]);
    const audit = await database.db.all<{ action: string }>("SELECT action FROM audit_log ORDER BY id");
    expect(audit.map(({ action }) => action)).toEqual(
      expect.arrayContaining(["shared for review", "approved", "published", "published with an approval"]),
    );
  });

  it("does not let an admin approve their own change; another admin may", async () => {
    const change = aboutTitled("About, shared by an admin");
    const shared = await post(adminEmail, "/admin/api/reviews", { files: [change], days: 1 });
    expect(shared.statusCode).toBe(200);
    const { review } = shared.json<ShareResponse>();
    const own = await post(adminEmail, `/admin/api/reviews/${review.id}/answer`, { approve: true, note: "" });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(adminWords.notYourOwnApproval);
    const other = await post(secondAdminEmail, `/admin/api/reviews/${review.id}/answer`, {
      approve: false,
      note: "Keep the old title.",
    });
    expect(other.json().review).toMatchObject({ state: "changes-asked", answeredBy: secondAdminEmail });
    await post(adminEmail, `/admin/api/reviews/${review.id}/withdraw`);
  });

  it("lets its author or an admin withdraw a review, and nobody else know of it", async () => {
    const shared = await post(editorEmail, "/admin/api/reviews", {
      files: [aboutTitled("About, to withdraw")],
      days: 1,
    });
    const { review } = shared.json<ShareResponse>();
    expect((await post(otherEditorEmail, `/admin/api/reviews/${review.id}/withdraw`)).statusCode).toBe(404);
    expect((await post(null, `/admin/api/reviews/${review.id}/withdraw`)).statusCode).toBe(401);
    expect((await post(editorEmail, `/admin/api/reviews/${review.id}/withdraw`)).statusCode).toBe(200);
    const again = await post(adminEmail, `/admin/api/reviews/${review.id}/withdraw`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(adminWords.reviewClosed);
    expect((await reviewsOf(editorEmail)).mine).toEqual([]);
    expect(
      (await post(adminEmail, `/admin/api/reviews/${review.id}/answer`, { approve: true, note: "" })).statusCode,
    ).toBe(409);
  });

  it("refuses a share without a session, for a day count other than one or seven, with problems or of nothing new", async () => {
    expect((await post(null, "/admin/api/reviews", { files: [aboutTitled("x")], days: 7 })).statusCode).toBe(401);
    expect((await server.inject({ url: "/admin/api/reviews" })).statusCode).toBe(401);
    const threeDays = await post(editorEmail, "/admin/api/reviews", { files: [aboutTitled("x")], days: 3 });
    expect(threeDays.statusCode).toBe(400);
    expect(threeDays.json().error).toBe(adminWords.reviewDays);
    const broken = { ...aboutTitled("x"), text: "{" };
    const problems = await post(editorEmail, "/admin/api/reviews", { files: [broken], days: 1 });
    expect(problems.statusCode).toBe(422);
    expect(problems.json().code).toBe("save-has-problems");
    const same = { file: ABOUT, text: disk(ABOUT), base: versionOf(disk(ABOUT)) };
    expect((await post(editorEmail, "/admin/api/reviews", { files: [same], days: 1 })).json().error).toBe(
      adminWords.reviewNothingToShare,
    );
    const settingsByEditor = await post(editorEmail, "/admin/api/reviews", {
      files: [{ file: SITE, text: "{}", base: versionOf(disk(SITE)) }],
      days: 1,
    });
    expect(settingsByEditor.statusCode).toBe(403);
  });

  it("keeps an editor's scheduled publish waiting for an approval, and publishes it as soon as one is given", async () => {
    const change = aboutTitled("About, scheduled");
    const scheduled = await post(editorEmail, "/admin/api/schedule", { files: [change], publishAt: Date.now() });
    expect(scheduled.statusCode).toBe(200);
    const { id, sharedForReview } = scheduled.json<{ id: number; sharedForReview: boolean }>();
    // It left the editor with its schedule: it is shared for review with it, and waits where admins look.
    expect(sharedForReview).toBe(true);
    const waiting = (await reviewsOf(adminEmail)).waiting.filter(({ email }) => email === editorEmail);
    expect(waiting.map(({ files }) => files)).toEqual([[{ file: change.file, text: change.text }]]);
    const entry = async () =>
      (
        await server.inject({
          url: "/admin/api/schedule",
          headers: { cookie: `${sessionCookie}=${sessions[editorEmail]}` },
        })
      )
        .json<{ scheduled: { id: number; state: string; result: string }[] }>()
        .scheduled.find((one) => one.id === id);
    await expect.poll(async () => (await entry())?.result, { timeout: 10_000 }).toBe(adminWords.waitingForApproval);
    expect((await entry())?.state).toBe("waiting");
    expect(disk(ABOUT)).not.toBe(change.text);
    expect(
      (await post(adminEmail, `/admin/api/reviews/${waiting[0].id}/answer`, { approve: true, note: "" })).statusCode,
    ).toBe(200);
    // Not at the next minute's look: at once.
    await expect.poll(async () => (await entry())?.state, { timeout: 10_000 }).toBe("published");
    expect(disk(ABOUT)).toBe(change.text);
    expect(git(project, "log", "-1", "--format=%B")).toMatch(new RegExp(`^Approved-by: ${adminEmail}$`, "m"));
  });

  it("lets editors publish directly when the settings as published say so, and admins by default", async () => {
    const byAdmin = await post(adminEmail, "/admin/api/save", { files: [aboutTitled("About, by an admin")] });
    expect(byAdmin.statusCode).toBe(200);
    expect(git(project, "log", "-1", "--format=%B")).not.toContain("Approved-by:");
    const settings = JSON.parse(disk(SITE)) as { editing: object };
    writeFileSync(
      join(project, SITE),
      `${JSON.stringify({ ...settings, editing: { ...settings.editing, publishNeedsApproval: { editor: false, admin: false } } }, null, 2)}\n`,
    );
    workspace.fileChanged(join(project, SITE));
    expect((await reviewsOf(editorEmail)).needsApproval).toBe(false);
    const byEditor = await post(editorEmail, "/admin/api/save", { files: [aboutTitled("About, by an editor")] });
    expect(byEditor.statusCode).toBe(200);
  });
});
