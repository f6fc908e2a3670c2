// @vitest-environment node
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Accounts } from "../../../src/admin/accounts/accounts.ts";
import { Schedule, type ScheduledPublish } from "../../../src/admin/publish/schedule.ts";
import { scheduleRequestOf } from "../../../src/admin/publish/schedule-request.ts";
import { openDatabase } from "../../../src/admin/store/database.ts";

const folder = mkdtempSync(join(tmpdir(), "schedule-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const files = [{ file: "site-data/collections/posts/year-in-review.json", text: "{}", base: null }];

describe("publishing at a chosen minute", () => {
  it("publishes at its minute, not before; one missed while the server was stopped is published when it starts again", async () => {
    const file = join(folder, "site.sqlite");
    let clock = Date.parse("2026-11-25T09:00:00Z");
    const db = openDatabase(file);
    const { account } = new Accounts(db).add("ada@nerivo.ng", "editor");
    const published: number[] = [];
    const run = async (scheduled: ScheduledPublish) => {
      published.push(scheduled.id);
      return `published ${scheduled.subject}`;
    };
    const schedule = new Schedule(db, run, () => clock);
    const first = schedule.add(account.id, files, "Blog post 'A' added", clock + 60_000);
    const second = schedule.add(account.id, files, "Blog post 'B' added", clock + 120_000);
    await schedule.runDue();
    expect(published).toEqual([]);
    clock += 60_000;
    await schedule.runDue();
    expect(published).toEqual([first.id]);
    expect(schedule.byId(first.id)).toMatchObject({ state: "published", result: "published Blog post 'A' added" });
    db.close();

    // The server stops; the second minute passes; it starts again with the same database.
    clock += 10 * 60_000;
    const reopened = openDatabase(file);
    const again = new Schedule(reopened, run, () => clock);
    expect(again.list().map(({ id, state }) => [id, state])).toEqual([
      [second.id, "waiting"],
      [first.id, "published"],
    ]);
    await again.runDue();
    expect(published).toEqual([first.id, second.id]);
    reopened.close();
  });

  it("records why one was not published, and a cancelled one is never published", async () => {
    let clock = Date.parse("2026-11-25T09:00:00Z");
    const db = openDatabase(join(folder, "other.sqlite"));
    const { account } = new Accounts(db).add("ada@nerivo.ng", "editor");
    const schedule = new Schedule(
      db,
      async () => {
        throw new Error("Not published: someone changed these files after it was scheduled.");
      },
      () => clock,
    );
    const failing = schedule.add(account.id, files, "Page 'About': title changed", clock);
    const cancelled = schedule.add(account.id, files, "Page 'Home': hero title changed", clock);
    expect(schedule.cancel(cancelled.id)).toBe(true);
    expect(schedule.cancel(cancelled.id)).toBe(false);
    clock += 1;
    await schedule.runDue();
    expect(schedule.byId(failing.id)).toMatchObject({ state: "failed", result: "Not published: someone changed these files after it was scheduled." });
    expect(schedule.byId(cancelled.id)?.state).toBe("cancelled");
    db.close();
  });

  it("refuses a request for a time past, more than a year ahead, or for files outside site-data", () => {
    const now = Date.parse("2026-11-25T09:00:00Z");
    expect(scheduleRequestOf({ files, publishAt: now - 3_600_000 }, now)).toMatch(/has passed/);
    // "This minute", chosen in its last second (a minute before it is sent, to the second), is still this minute.
    expect(scheduleRequestOf({ files, publishAt: now - 60_000 - 1_000 }, now)).not.toBeTypeOf("string");
    expect(scheduleRequestOf({ files, publishAt: now + 400 * 86_400_000 }, now)).toMatch(/within a year/);
    expect(scheduleRequestOf({ files: [{ file: "../package.json", text: "{}", base: null }], publishAt: now + 60_000 }, now)).toMatch(/not a site-data file/);
    expect(scheduleRequestOf({ files, publishAt: now + 60_000 }, now)).toEqual({ files, publishAt: now + 60_000 });
  });
});
