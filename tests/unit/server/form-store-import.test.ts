import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { StoredSubmission } from "../../../src/server/forms/store.ts";
import { FormServiceFixture } from "./form-service-fixture.ts";

const fixtures: FormServiceFixture[] = [];
afterEach(async () => {
  for (const fixture of fixtures.splice(0)) await fixture.close();
});

const entry = (
  id: string,
  name: string,
  minutesAgo: number,
  extra: Partial<StoredSubmission> = {},
): StoredSubmission => ({
  id,
  receivedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  form: "contact",
  fields: { name, email: `${name.toLowerCase()}@example.com`, message: `From ${name}` },
  files: {},
  client: { ip: "203.0.113.9" },
  ...extra,
});
const ids = {
  ada: "0b7e4c1a-1111-4000-8000-000000000001",
  bola: "0b7e4c1a-2222-4000-8000-000000000002",
  robot: "0b7e4c1a-3333-4000-8000-000000000003",
  chi: "0b7e4c1a-4444-4000-8000-000000000004",
};

/** A data folder as an earlier version left it: JSON lines, a file, a queued e-mail, and a line a crash cut short. */
function earlierVersionFolder(fixture: FormServiceFixture) {
  const { dataDir } = fixture;
  mkdirSync(join(dataDir, "files", ids.bola), { recursive: true });
  writeFileSync(join(dataDir, "files", ids.bola, "cv.pdf"), "%PDF-1.4 cv");
  const bola = entry(ids.bola, "Bola", 10, {
    form: "apply",
    files: {
      resume: { originalName: "Bola CV.pdf", storedAs: `files/${ids.bola}/cv.pdf`, size: 11, type: "application/pdf" },
    },
  });
  const lines = `${JSON.stringify(entry(ids.ada, "Ada", 20))}\n${JSON.stringify(bola)}\n{"id":"half-written","receivedAt":"2026-`;
  writeFileSync(join(dataDir, "submissions.jsonl"), lines);
  writeFileSync(join(dataDir, "spam.jsonl"), `${JSON.stringify(entry(ids.robot, "Robot", 5))}\n`);
  mkdirSync(join(dataDir, "outbox"));
  writeFileSync(
    join(dataDir, "outbox", `${ids.ada}.json`),
    JSON.stringify({
      id: ids.ada,
      attempts: 2,
      nextAttemptAt: new Date().toISOString(),
      queuedAt: new Date().toISOString(),
      lastError: "connect ECONNREFUSED",
    }),
  );
  return lines;
}

describe("what an earlier version kept in JSON lines is imported into the database, once", () => {
  it("every submission, spam and queued e-mail, in order, with its files; the old files kept as .imported; the cut line reported", async () => {
    const fixture = new FormServiceFixture();
    fixtures.push(fixture);
    const lines = earlierVersionFolder(fixture);
    const log: string[] = [];
    await fixture.start({}, { logger: { level: "info", stream: { write: (line: string) => void log.push(line) } } });

    expect(fixture.stored().map((stored) => stored.id)).toEqual([ids.ada, ids.bola]);
    expect(fixture.stored()[1]).toMatchObject({
      form: "apply",
      fields: { name: "Bola" },
      files: { resume: { originalName: "Bola CV.pdf", storedAs: `files/${ids.bola}/cv.pdf` } },
    });
    expect(readFileSync(join(fixture.dataDir, fixture.stored()[1].files.resume.storedAs), "utf8")).toBe("%PDF-1.4 cv");
    expect(fixture.stored("spam").map((stored) => stored.id)).toEqual([ids.robot]);
    expect(fixture.queuedMail()).toMatchObject([
      { submission_id: ids.ada, attempts: 2, last_error: "connect ECONNREFUSED" },
    ]);
    // Kept whole, under another name, so that the next start does not import them again.
    expect(existsSync(join(fixture.dataDir, "submissions.jsonl"))).toBe(false);
    expect(readFileSync(join(fixture.dataDir, "submissions.jsonl.imported"), "utf8")).toBe(lines);
    expect(existsSync(join(fixture.dataDir, "spam.jsonl.imported"))).toBe(true);
    expect(existsSync(join(fixture.dataDir, "outbox"))).toBe(false);
    const said = log.join("");
    expect(said).toContain("Imported 3 submissions and 1 e-mails to send");
    expect(said).toContain("were not imported; they are in the kept file");

    // A new submission after the import, and a restart: nothing twice.
    await fixture.post("/f/contact", [
      ["name", "After"],
      ["email", "after@example.com"],
      ["message", "Hello"],
    ]);
    await fixture.start();
    expect(fixture.stored().map((stored) => stored.fields.name)).toEqual(["Ada", "Bola", "After"]);
  });

  it("an import cut short runs again: what is in the database already is skipped, the rest written", async () => {
    const fixture = new FormServiceFixture();
    fixtures.push(fixture);
    writeFileSync(join(fixture.dataDir, "submissions.jsonl"), `${JSON.stringify(entry(ids.ada, "Ada", 20))}\n`);
    await fixture.start();
    // As if the process had stopped after the first batch: the file is there again, with more in it.
    writeFileSync(
      join(fixture.dataDir, "submissions.jsonl"),
      `${JSON.stringify(entry(ids.ada, "Ada", 20))}\n${JSON.stringify(entry(ids.chi, "Chi", 15))}\n`,
    );
    await fixture.start();
    expect(fixture.stored().map((stored) => stored.fields.name)).toEqual(["Ada", "Chi"]);
  });

  it("finds an imported submission by the e-mail address typed into it", async () => {
    const fixture = new FormServiceFixture();
    fixtures.push(fixture);
    earlierVersionFolder(fixture);
    await fixture.start();
    const addresses = fixture
      .raw!.prepare("SELECT address FROM submission_addresses WHERE submission_id = ?")
      .pluck()
      .all(ids.ada);
    expect(addresses).toEqual(["ada@example.com"]);
  });
});
