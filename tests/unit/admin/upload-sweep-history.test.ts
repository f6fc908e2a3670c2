/**
 * The sweep of unused uploads (src/server/admin/uploads/upload-sweep.ts) and the site's history: an upload that was published
 * once is committed, and stays when nothing uses it any more (Restore may bring back the version that showed it, and
 * its removal would be a change nobody committed); one that was never published goes after a week.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sweepUploads } from "../../../src/server/admin/uploads/upload-sweep.ts";
import { testDatabases } from "../store/test-databases.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe.each(testDatabases)("the sweep of unused uploads in a git repository ($name)", ({ fresh }) => {
  it("keeps an upload that was committed once, and removes one never published", async () => {
    const root = mkdtempSync(join(tmpdir(), "upload-sweep-history-"));
    folders.push(root);
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@localhost", ...args], { cwd: root });
    mkdirSync(join(root, "site-data"));
    mkdirSync(join(root, "public/images/uploads"), { recursive: true });
    writeFileSync(join(root, "public/images/uploads/published-once.png"), "a picture published, then replaced");
    git("init", "--quiet");
    git("add", "--all");
    git("commit", "--quiet", "-m", "A post with its photo");
    writeFileSync(join(root, "public/images/uploads/never-published.png"), "a picture nobody published");
    const database = await fresh();
    try {
      const { db } = database;
      const longAgo = Date.parse("2026-01-01T00:00:00Z");
      for (const file of ["published-once.png", "never-published.png"])
        await db.run("INSERT INTO uploads (file, account_id, bytes, uploaded_at) VALUES (?, NULL, 10, ?)", [
          `public/images/uploads/${file}`,
          longAgo,
        ]);
      const removed = await sweepUploads({ db, root, publishedTexts: () => [], now: () => longAgo + 30 * 86_400_000 });
      expect(removed).toEqual(["public/images/uploads/never-published.png"]);
      expect(existsSync(join(root, "public/images/uploads/published-once.png"))).toBe(true);
      expect(execFileSync("git", ["status", "--porcelain"], { cwd: root, encoding: "utf8" })).toBe("");
    } finally {
      await database.remove();
    }
  });

  it("removes nothing when git cannot say what was committed (a damaged .git/HEAD), and fails with its code", async () => {
    const root = mkdtempSync(join(tmpdir(), "upload-sweep-damaged-"));
    folders.push(root);
    const git = (...args: string[]) =>
      execFileSync("git", ["-c", "user.name=Test", "-c", "user.email=test@localhost", ...args], { cwd: root });
    mkdirSync(join(root, "public/images/uploads"), { recursive: true });
    writeFileSync(join(root, "public/images/uploads/published-once.png"), "a picture published, then replaced");
    git("init", "--quiet");
    git("add", "--all");
    git("commit", "--quiet", "-m", "A post with its photo");
    // Taken as "nothing committed", the published upload would look never published, and go.
    writeFileSync(join(root, ".git/HEAD"), "garbage\n");
    const database = await fresh();
    try {
      const { db } = database;
      const longAgo = Date.parse("2026-01-01T00:00:00Z");
      await db.run("INSERT INTO uploads (file, account_id, bytes, uploaded_at) VALUES (?, NULL, 10, ?)", [
        "public/images/uploads/published-once.png",
        longAgo,
      ]);
      await expect(
        sweepUploads({ db, root, publishedTexts: () => [], now: () => longAgo + 30 * 86_400_000 }),
      ).rejects.toMatchObject({ code: "git-repository-unreadable" });
      expect(existsSync(join(root, "public/images/uploads/published-once.png"))).toBe(true);
    } finally {
      await database.remove();
    }
  });
});
