import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { SiteDatabase } from "../../../src/server/store/sql.ts";
import { SubmissionStore } from "../../../src/server/forms/store.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";

describe.each(testDatabases)("the submission store ($name)", ({ fresh }) => {
  let folder: string;
  let database: TestDatabase;
  let db: SiteDatabase;
  let store: SubmissionStore;

  beforeEach(async () => {
    folder = mkdtempSync(join(tmpdir(), "submission-store-"));
    database = await fresh();
    db = database.db;
    store = new SubmissionStore(db, join(folder, "forms"));
    await store.open();
  });

  afterEach(async () => {
    await database.remove();
    rmSync(folder, { recursive: true, force: true });
  });

  const client = (ip = "203.0.113.7") => ({ ip });
  const contact = (name: string, email: string, message = "Hello") => ({
    form: "contact",
    fields: { name, email, message },
    client: client(),
  });

  /** A file waiting in the temporary folder, as read-body.ts leaves it. */
  function uploaded(name: string) {
    const temporaryPath = join(store.folder.temporary, `${name}.part`);
    writeFileSync(temporaryPath, "%PDF-1.4");
    return { field: "resume", originalName: name, type: "application/pdf", size: 8, temporaryPath };
  }

  describe("storing and reading", () => {
    it("pages the inbox newest first, one form or all, by words (by the full-text index), each page after the last one's submission", async () => {
      for (const [index, name] of ["Ada", "Bola", "Chi", "Dayo", "Emeka"].entries()) {
        await store.save(
          {
            ...contact(name, `${name.toLowerCase()}@example.com`, index % 2 ? "About payments" : "About banking"),
            form: index === 4 ? "apply" : "contact",
          },
          [],
        );
      }
      const first = await store.page({ limit: 2 });
      expect(first.submissions.map((entry) => entry.fields.name)).toEqual(["Emeka", "Dayo"]);
      expect(first.more).toBe(true);
      const second = await store.page({ limit: 2, before: first.submissions[1].id });
      expect(second.submissions.map((entry) => entry.fields.name)).toEqual(["Chi", "Bola"]);
      const last = await store.page({ limit: 2, before: second.submissions[1].id });
      expect(last).toMatchObject({ more: false, submissions: [{ fields: { name: "Ada" } }] });
      expect((await store.page({ form: "apply" })).submissions.map((entry) => entry.fields.name)).toEqual(["Emeka"]);
      expect((await store.page({ search: "PAYMENTS" })).submissions.map((entry) => entry.fields.name)).toEqual([
        "Dayo",
        "Bola",
      ]);
      expect((await store.page({ search: "about bola" })).submissions.map((entry) => entry.fields.name)).toEqual([
        "Bola",
      ]);
      // Punctuation and quotes typed into the search are words like any other, never its syntax.
      expect((await store.page({ search: "%" })).submissions).toEqual([]);
      expect((await store.page({ search: 'he said "hi OR NOT' })).submissions).toEqual([]);
      // The start of a word, in any case and without its accents.
      await store.save(contact("Adébáyọ̀ Ọlágúnjú", "adebayo@example.com", "Ìbéèrè nípa owó"), []);
      expect((await store.page({ search: "adebayo olag" })).submissions.map((entry) => entry.fields.email)).toEqual([
        "adebayo@example.com",
      ]);
      expect((await store.page({ search: "ibeere" })).submissions).toHaveLength(1);
    });

    it("marks a submission handled and back, and moves it to spam and back", async () => {
      const { stored } = await store.save(contact("Ada", "ada@example.com"), []);
      expect(await store.markHandled(stored.id, Date.parse("2026-11-25T10:00:00Z"))).toBe(true);
      expect((await store.find(stored.id))?.handledAt).toBe("2026-11-25T10:00:00.000Z");
      await store.markHandled(stored.id, null);
      expect((await store.find(stored.id))?.handledAt).toBeUndefined();
      await store.markSpam(stored.id, true);
      expect((await store.page({})).submissions).toEqual([]);
      expect((await store.page({ kind: "spam" })).submissions.map((entry) => entry.id)).toEqual([stored.id]);
      await store.markSpam(stored.id, false);
      expect((await store.page({})).submissions.map((entry) => entry.id)).toEqual([stored.id]);
      expect(await store.markHandled("no-such-id", Date.now())).toBe(false);
    });

    it("erases everything sent from one e-mail address (a field holding it, in any case), spam included, with files and queued e-mails", async () => {
      const keep = await store.save(contact("Bola", "bola@example.com"), [], { mail: true });
      const first = await store.save(
        { form: "apply", fields: { email: "Ada@Example.com" }, client: client() },
        [uploaded("cv.pdf")],
        { mail: true },
      );
      const second = await store.save(contact("Ada O.", "ada@example.com"), [], { spam: true });
      // Someone else who names the address in a message sent it from their own.
      const named = await store.save(contact("Chi", "chi@example.com", "Ada (ada@example.com) sent me"), []);
      expect(existsSync(join(store.folder.root, first.stored.files.resume.storedAs))).toBe(true);

      const erased = await store.removeByAddress(" ADA@example.com ");
      expect(erased.map((entry) => entry.id).sort()).toEqual([first.stored.id, second.stored.id].sort());
      expect(existsSync(join(store.folder.files, first.stored.id))).toBe(false);
      expect(await store.queuedMail(first.stored.id)).toBeNull();
      expect((await store.page({})).submissions.map((entry) => entry.id)).toEqual([named.stored.id, keep.stored.id]);
      expect(await store.queuedMail(keep.stored.id)).not.toBeNull();
      expect(await store.removeByAddress("ada@example.com")).toEqual([]);
    });

    it("counts the bytes stored since a moment, by everyone and per address", async () => {
      const before = Date.now() - 1;
      const { bytes } = await store.save(contact("Ada", "ada@example.com"), []);
      await store.save({ ...contact("Bola", "bola@example.com"), client: client("198.51.100.4") }, []);
      expect(await store.bytesSince(before, "203.0.113.7")).toBe(bytes);
      expect(await store.bytesSince(before)).toBeGreaterThan(bytes);
      expect(await store.bytesSince(Date.now() + 1000)).toBe(0);
    });

    it("queues e-mails with their submissions: due ones first, a failed attempt waits, a given-up one is reported", async () => {
      const { stored } = await store.save(contact("Ada", "ada@example.com"), [], { mail: true });
      const due = await store.dueMail(Date.now(), 10);
      expect(due.map((mail) => mail.id)).toEqual([stored.id]);
      await store.mailAttemptFailed(stored.id, {
        attempts: 1,
        nextAttemptAt: Date.now() + 60_000,
        lastError: "connect ECONNREFUSED",
      });
      expect(await store.dueMail(Date.now(), 10)).toEqual([]);
      expect(await store.nextMailDue()).toBeGreaterThan(Date.now());
      await store.mailAttemptFailed(stored.id, {
        attempts: 2,
        nextAttemptAt: 0,
        lastError: "552 too large",
        failedAt: Date.parse("2026-11-25T10:00:00Z"),
      });
      expect(await store.nextMailDue()).toBeNull();
      expect(await store.mailFailures()).toEqual(
        new Map([[stored.id, { failedAt: "2026-11-25T10:00:00.000Z", reason: "552 too large" }]]),
      );
      await store.mailDone(stored.id);
      expect(await store.queuedMail(stored.id)).toBeNull();
    });
  });
});
