import { afterEach, describe, expect, it, vi } from "vitest";
import { Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import {
  Schedule,
  stoppedWhilePublishing,
  waitingForApproval,
  type ScheduledPublish,
} from "../../../src/server/admin/publish/schedule.ts";
import { ServerError } from "../../../src/core/errors/server-errors.ts";
import { scheduleRequestOf } from "../../../src/server/admin/publish/schedule-request.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";

const files = [{ file: "site-data/collections/posts/year-in-review.json", text: "{}", base: null }];

describe.each(testDatabases)("publishing at a chosen minute ($name)", ({ fresh }) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.remove();
    database = undefined;
  });

  it("publishes at its minute, not before; one missed while the server was stopped is published when it starts again", async () => {
    database = await fresh();
    const { db } = database;
    let clock = Date.parse("2026-11-25T09:00:00Z");
    const { account } = await new Accounts(db).add("ada@nerivo.ng", "editor");
    const published: number[] = [];
    const run = async (scheduled: ScheduledPublish) => {
      published.push(scheduled.id);
      return `published ${scheduled.subject}`;
    };
    const schedule = new Schedule(db, run, () => clock);
    const first = await schedule.add(account.id, files, "Blog post 'A' added", clock + 60_000);
    const second = await schedule.add(account.id, files, "Blog post 'B' added", clock + 120_000);
    expect(first).toMatchObject({
      accountId: account.id,
      email: "ada@nerivo.ng",
      files,
      publishAt: clock + 60_000,
      state: "waiting",
      result: "",
    });
    await schedule.runDue();
    expect(published).toEqual([]);
    clock += 60_000;
    await schedule.runDue();
    expect(published).toEqual([first.id]);
    expect(await schedule.byId(first.id)).toMatchObject({
      state: "published",
      result: "published Blog post 'A' added",
    });
    await db.close();

    // The server stops; the second minute passes; it starts again with the same database.
    clock += 10 * 60_000;
    const reopened = await database.reopen();
    const again = new Schedule(reopened, run, () => clock);
    expect((await again.list()).map(({ id, state }) => [id, state])).toEqual([
      [second.id, "waiting"],
      [first.id, "published"],
    ]);
    await again.runDue();
    expect(published).toEqual([first.id, second.id]);
  });

  it("records why one was not published, and a cancelled one is never published", async () => {
    database = await fresh();
    const { db } = database;
    let clock = Date.parse("2026-11-25T09:00:00Z");
    const { account } = await new Accounts(db).add("ada@nerivo.ng", "editor");
    const schedule = new Schedule(
      db,
      async () => {
        throw new Error("Not published: someone changed these files after it was scheduled.");
      },
      () => clock,
    );
    const failing = await schedule.add(account.id, files, "Page 'About': title changed", clock);
    const cancelled = await schedule.add(account.id, files, "Page 'Home': hero title changed", clock);
    expect(await schedule.cancel(cancelled.id)).toBe(true);
    expect(await schedule.cancel(cancelled.id)).toBe(false);
    clock += 1;
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await schedule.runDue();
      // A failure the server did not foresee (not a ServerError) is the operator's too: in the log, with its code.
      expect(log.mock.calls.map(([line]) => String(line).split("\n")[0])).toEqual([
        `[scheduled-publish-failed] Scheduled publish ${failing.id} failed: Not published: someone changed these files after it was scheduled.`,
      ]);
    } finally {
      log.mockRestore();
    }
    expect(await schedule.byId(failing.id)).toMatchObject({
      state: "failed",
      result: "Not published: someone changed these files after it was scheduled.",
    });
    expect((await schedule.byId(cancelled.id))?.state).toBe("cancelled");
    expect(await schedule.cancel(failing.id)).toBe(false);
  });

  it("publishes each due one once when two servers sharing the database check at the same moment", async () => {
    database = await fresh();
    const { db } = database;
    // The second server has a connection (a pool, for PostgreSQL) of its own, as another process would.
    const other = await database.reopen();
    const clock = Date.parse("2026-11-25T09:00:00Z");
    const { account } = await new Accounts(db).add("ada@nerivo.ng", "editor");
    const published: { server: string; id: number }[] = [];
    let cancelledWhilePublishing: boolean | undefined;
    const runOn = (server: string, schedule: () => Schedule) => async (scheduled: ScheduledPublish) => {
      published.push({ server, id: scheduled.id });
      // A publish takes a while (a build, a commit): long enough for the other server to find the same one due.
      await new Promise((resolve) => setTimeout(resolve, 50));
      cancelledWhilePublishing ??= await schedule().cancel(scheduled.id);
      return `published by ${server}`;
    };
    const first: Schedule = new Schedule(
      db,
      runOn("first", () => first),
      () => clock,
    );
    const second: Schedule = new Schedule(
      other,
      runOn("second", () => second),
      () => clock,
    );
    const due = [
      await first.add(account.id, files, "Blog post 'A' added", clock - 60_000),
      await first.add(account.id, files, "Blog post 'B' added", clock - 30_000),
      await first.add(account.id, files, "Blog post 'C' added", clock),
    ];
    await Promise.all([first.runDue(), second.runDue(), first.runDue()]);
    expect(published.map(({ id }) => id).sort((a, b) => a - b)).toEqual(due.map(({ id }) => id));
    // One being published is no longer waiting: too late to cancel.
    expect(cancelledWhilePublishing).toBe(false);
    for (const { id } of due) {
      const done = await first.byId(id);
      expect(done?.state).toBe("published");
      expect(done?.result).toBe(`published by ${published.find((entry) => entry.id === id)!.server}`);
    }
    await Promise.all([first.runDue(), second.runDue()]);
    expect(published).toHaveLength(due.length);
  });

  it("says in History that the server stopped while publishing one, instead of leaving it waiting for ever", async () => {
    database = await fresh();
    const { db } = database;
    const clock = Date.parse("2026-11-25T09:00:00Z");
    const { account } = await new Accounts(db).add("ada@nerivo.ng", "editor");
    // The first server claims it and stops in the middle (its publish never returns).
    const stopped = new Schedule(
      db,
      () => new Promise<string>(() => undefined),
      () => clock,
    );
    const cut = await stopped.add(account.id, files, "Blog post 'A' added", clock - 60_000);
    void stopped.runDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await stopped.byId(cut.id))?.result).toBe("publishing");
    const published: number[] = [];
    const restarted = new Schedule(
      db,
      async (scheduled) => {
        published.push(scheduled.id);
        return "published";
      },
      () => clock,
    );
    restarted.start(60_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    restarted.stop();
    expect(await restarted.byId(cut.id)).toMatchObject({ state: "failed", result: stoppedWhilePublishing });
    expect(published).toEqual([]);
  });

  it("publishes one given to this server at its minute, not at the next regular look; one due already, at once", async () => {
    database = await fresh();
    const { db } = database;
    const { account } = await new Accounts(db).add("ada@nerivo.ng", "editor");
    const published: { id: number; late: number }[] = [];
    const schedule = new Schedule(db, async (scheduled) => {
      published.push({ id: scheduled.id, late: Date.now() - scheduled.publishAt });
      return "published";
    });
    // The regular look is a minute away: only the publishes' own minutes can explain a publish within the test.
    schedule.start(60_000);
    try {
      const due = await schedule.add(account.id, files, "Blog post 'A' added", Date.now() - 30_000);
      const soon = await schedule.add(account.id, files, "Blog post 'B' added", Date.now() + 300);
      await expect.poll(() => published.map(({ id }) => id), { timeout: 5_000 }).toEqual([due.id, soon.id]);
      expect(published[1].late).toBeGreaterThanOrEqual(0);
      expect(published[1].late).toBeLessThan(2_000);
    } finally {
      schedule.stop();
    }
  });

  it("keeps one that needs an approval waiting, tries it again a minute later or when one is given, and publishes it then", async () => {
    database = await fresh();
    const { db } = database;
    let clock = Date.parse("2026-11-25T09:00:00Z");
    const { account } = await new Accounts(db).add("ada@nerivo.ng", "editor");
    let approved = false;
    let tries = 0;
    const schedule = new Schedule(
      db,
      async (scheduled) => {
        tries += 1;
        if (!approved) throw new ServerError("approval-needed");
        return `published ${scheduled.subject}`;
      },
      () => clock,
    );
    const waiting = await schedule.add(account.id, files, "Page 'About': title changed", clock);
    const cancelled = await schedule.add(account.id, files, "Page 'Home': hero title changed", clock);
    await schedule.runDue();
    expect(tries).toBe(2);
    expect(await schedule.byId(waiting.id)).toMatchObject({ state: "waiting", result: waitingForApproval });
    expect(waitingForApproval).toMatch(/^Waiting for an approval/);
    // One waiting for an approval may still be cancelled.
    expect(await schedule.cancel(cancelled.id)).toBe(true);
    // Not tried again before a minute has passed (each try checks the whole site), then tried again.
    clock += 30_000;
    await schedule.runDue();
    expect(tries).toBe(2);
    clock += 30_000;
    await schedule.runDue();
    expect(tries).toBe(3);
    expect(await schedule.byId(waiting.id)).toMatchObject({ state: "waiting", result: waitingForApproval });
    // An approval given: tried at once, and published.
    approved = true;
    await schedule.approvalGiven();
    expect(tries).toBe(4);
    expect(await schedule.byId(waiting.id)).toMatchObject({
      state: "published",
      result: "published Page 'About': title changed",
    });
    expect(await schedule.byId(cancelled.id)).toMatchObject({ state: "cancelled" });
  });
});

describe("a request to publish at a chosen minute", () => {
  it("refuses a request for a time past, more than a year ahead, or for files outside site-data", () => {
    const now = Date.parse("2026-11-25T09:00:00Z");
    expect(scheduleRequestOf({ files, publishAt: now - 3_600_000 }, now)).toMatch(/has passed/);
    // "This minute", chosen in its last second (a minute before it is sent, to the second), is still this minute.
    expect(scheduleRequestOf({ files, publishAt: now - 60_000 - 1_000 }, now)).not.toBeTypeOf("string");
    expect(scheduleRequestOf({ files, publishAt: now + 400 * 86_400_000 }, now)).toMatch(/within a year/);
    expect(
      scheduleRequestOf({ files: [{ file: "../package.json", text: "{}", base: null }], publishAt: now + 60_000 }, now),
    ).toMatch(/not a site-data file/);
    expect(scheduleRequestOf({ files, publishAt: now + 60_000 }, now)).toEqual({ files, publishAt: now + 60_000 });
  });
});
