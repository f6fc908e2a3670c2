import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Form } from "../../../src/core/generated/site-data.ts";
import type { StoredSubmission } from "../../../src/server/forms/store.ts";
import { file, fileBytes, FormServiceFixture, validContact } from "./form-service-fixture.ts";
import { inboxOutput } from "./run-inbox.ts";

const root = resolve(import.meta.dirname, "../../..");
let service: FormServiceFixture;

beforeEach(async () => {
  service = await new FormServiceFixture().start();
});

afterEach(() => service.close());

const inbox = (args: string[], env: Record<string, string> = {}) => inboxOutput(args, { ...service.env, ...env });

describe("npm run inbox", () => {
  it("says in one sentence why it stopped when the store cannot be read or written, never with a stack", async () => {
    await service.post("/f/contact", validContact);
    const [stored] = service.stored();
    // The database file made a folder: it cannot be opened, as a broken disk or a wrong DATA_DIR would make it.
    const path = join(service.dataDir, "site.sqlite");
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${path}${suffix}`, { force: true });
    mkdirSync(path);
    for (const args of [["--delete", stored.id], ["--json"], ["--csv"]]) {
      const result = await inbox(args);
      expect(result.code, args.join(" ")).toBe(1);
      expect(result.err.trim().split("\n"), args.join(" ")).toHaveLength(1);
      // One sentence, and the code to look up (docs/errors.md) after it.
      expect(result.err, args.join(" ")).toMatch(/^npm run inbox stopped: .+\. \[inbox-command-failed\]\n$/);
      expect(result.err).not.toMatch(/\n\s+at /);
    }
  });

  it("says so plainly when nothing has arrived", async () => {
    expect((await inbox([])).out).toContain("No submissions yet");
    expect(JSON.parse((await inbox(["--json"])).out)).toEqual([]);
  });

  it("lists submissions newest first, for people (with the form's labels where known) and as JSON", async () => {
    await service.post("/f/contact", [
      ["name", "First"],
      ["email", "a@example.com"],
      ["message", "One"],
    ]);
    await service.post("/f/apply", [
      ["email", "b@example.com"],
      ["resume", file(fileBytes.pdf(2048), "cv.pdf")],
    ]);
    const json = JSON.parse((await inbox(["--json"])).out) as StoredSubmission[];
    expect(json.map((entry) => entry.form)).toEqual(["apply", "contact"]);
    const text = (await inbox([])).out;
    expect(text.indexOf("apply")).toBeLessThan(text.indexOf("contact"));
    expect(text).toContain("Message: One");
    expect(text).toMatch(/resume: cv\.pdf \(2\.0 kB\), stored as .*files/);
    expect((await inbox(["--spam"])).out).toContain("No submissions yet");
    expect(JSON.parse((await inbox(["--json", "--form", "contact"])).out)).toHaveLength(1);
  });

  it("prints the newest 50 for a person, read by the index however many are stored; --all prints every one", async () => {
    for (let index = 0; index < 52; index++)
      await service.post("/f/contact", [
        ["name", `Sender ${index}`],
        ["email", "a@example.com"],
        ["message", "x"],
      ]);
    const text = (await inbox([])).out;
    expect(text).toContain("52 submissions in the inbox; the newest 50 (--all for every one), newest first:");
    expect(text.indexOf("Sender 51")).toBeLessThan(text.indexOf("Sender 2\n"));
    expect(text).not.toContain("Sender 1\n");
    expect(text).not.toContain("Sender 0\n");
    const all = (await inbox(["--all"])).out;
    expect(all).toContain("52 submissions in the inbox, newest first:");
    expect(all).toContain("Sender 0\n");
  });

  it("prints what visitors sent with control and bidirectional characters escaped, never obeyed", async () => {
    const attack = "Hi\u001b[2J\u001b]0;pwned\u0007 there\u009b31m";
    await service.post("/f/contact", [
      ["name", "Ada\u202eevil"],
      ["email", "a@example.com"],
      ["message", `${attack}\nsecond line`],
    ]);
    await service.post("/f/apply", [
      ["email", "b@example.com"],
      ["resume", file(fileBytes.pdf(), "cv\u202efdp.exe\u0085.pdf")],
    ]);
    const text = (await inbox([])).out;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is that no control character is left.
    expect(text).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/);
    expect(text).toContain("Message: Hi\\u001b[2J\\u001b]0;pwned\\u0007 there\\u009b31m\n    second line");
    expect(text).toContain("Name: Ada\\u202eevil");
    // The stored file name itself keeps no such characters.
    expect(service.stored()[1].files.resume.originalName).toBe("cvfdp.exe.pdf");
  });

  it("--csv: one row per submission, columns headed by the forms' labels, formulas kept as text", async () => {
    // Labels come from the site's forms (site-data/collections/forms/); a form the site lacks keeps field names.
    const labels = new Map(
      (JSON.parse(readFileSync(join(root, "site-data/collections/forms/contact.json"), "utf8")) as Form).fields.map(
        (field) => [field.name, field.label],
      ),
    );
    await service.post("/f/contact", [
      ["name", '=HYPERLINK("http://evil.example","x")'],
      ["email", "a@example.com"],
      ["message", 'Said "hi",\nthen left'],
    ]);
    await service.post("/f/apply", [
      ["email", "b@example.com"],
      ["resume", file(fileBytes.pdf(), "cv.pdf")],
    ]);
    const csv = (await inbox(["--csv"])).out;
    expect(
      csv.startsWith(
        `\ufeffReceived,Form,Submission,${labels.get("name")},${labels.get("email")},${labels.get("message")},email,resume (file)\r\n`,
      ),
    ).toBe(true);
    const [, first, second] = csv.slice(1).split("\r\n");
    expect(first).toMatch(
      /^[0-9T:.-]+Z,contact,[0-9a-f-]+,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\)",a@example\.com,"Said ""hi"",\nthen left",,$/,
    );
    expect(second).toMatch(
      /^[0-9T:.-]+Z,apply,[0-9a-f-]+,,,,b@example\.com,cv\.pdf \(files\/[0-9a-f-]+\/[0-9a-f-]+\.pdf\)$/,
    );
  });

  it("--delete <id> erases one submission, its files and its unsent e-mail, and nothing else", async () => {
    await service.post("/f/apply", [
      ["email", "keep@example.com"],
      ["resume", file(fileBytes.pdf(), "keep.pdf")],
    ]);
    await service.post("/f/apply", [
      ["email", "erase@example.com"],
      ["resume", file(fileBytes.pdf(), "erase.pdf")],
    ]);
    const [kept, erased] = service.stored();
    for (const entry of [kept, erased])
      service
        .raw!.prepare(
          "INSERT INTO mail_queue (submission_id, queued_at, next_attempt_at, failed_at) VALUES (?, 0, 0, 0)",
        )
        .run(entry.id);
    const result = await inbox(["--delete", erased.id]);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`Erased submission ${erased.id} (apply form`);
    expect(service.stored().map((entry) => entry.id)).toEqual([kept.id]);
    expect(readdirSync(join(service.dataDir, "files"))).toEqual([kept.id]);
    expect(service.queuedMail().map((mail) => mail.submission_id)).toEqual([kept.id]);
    const again = await inbox(["--delete", erased.id]);
    expect(again.code).toBe(2);
    expect(again.err).toContain(`No submission has the id "${erased.id}"`);
  });

  it("--erase-address erases everything sent from that address, with a line in the record that says neither who nor what", async () => {
    await service.post("/f/contact", [
      ["name", "Ada"],
      ["email", "ada@example.com"],
      ["message", "One"],
    ]);
    await service.post("/f/apply", [
      ["email", "ADA@example.com"],
      ["resume", file(fileBytes.pdf(), "cv.pdf")],
    ]);
    await service.post("/f/contact", [
      ["name", "Bola"],
      ["email", "bola@example.com"],
      ["message", "Two"],
    ]);
    const result = await inbox(["--erase-address", "ada@example.com"]);
    expect(result.out).toContain("Erased 2 submissions sent from ada@example.com");
    expect(service.stored().map((entry) => entry.fields.name)).toEqual(["Bola"]);
    expect(readdirSync(join(service.dataDir, "files"))).toEqual([]);
    const record = service.raw!.prepare("SELECT action, detail FROM audit_log").all();
    expect(record).toEqual([
      { action: "erased submissions by e-mail address", detail: "2 submissions, from the command line" },
    ]);
    expect(JSON.stringify(record)).not.toContain("ada");
    expect((await inbox(["--erase-address", "ada@example.com"])).out).toContain(
      "Nothing was sent from ada@example.com",
    );
    expect(await inbox(["--erase-address", "not an address"])).toMatchObject({
      code: 2,
      err: expect.stringContaining("is not an e-mail address"),
    });
  });

  it("--delete while the server is taking submissions loses none of them", { timeout: 30_000 }, async () => {
    await service.post("/f/contact", validContact);
    const [target] = service.stored();
    // Another process, as a person typing npm run inbox beside the running site is.
    const deleting = new Promise<number | null>((done) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", join(root, "scripts/inbox.ts"), "--delete", target.id],
        { env: { ...process.env, ...service.env } },
      );
      child.on("exit", done);
    });
    const answers: number[] = [];
    let finished = false;
    void deleting.then(() => (finished = true));
    for (let index = 0; index < 200 && (!finished || index < 20); index++)
      answers.push(
        (
          await service.post("/f/contact", [
            ["name", `N${index}`],
            ["email", "a@example.com"],
            ["message", "x"],
          ])
        ).status,
      );
    expect(await deleting).toBe(0);
    expect(answers.every((status) => status === 200)).toBe(true);
    const names = service.stored().map((entry) => entry.fields.name);
    expect(names).toEqual(answers.map((_, index) => `N${index}`));
  });

  it("--purge erases what is older than FORM_RETENTION_DAYS; the server does the same at start", async () => {
    await service.post("/f/contact", [
      ["name", "Old"],
      ["email", "a@example.com"],
      ["message", "x"],
    ]);
    await service.post("/f/contact", [
      ["name", "New"],
      ["email", "a@example.com"],
      ["message", "x"],
    ]);
    const [old] = service.stored();
    old.receivedAt = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    service.raw!.prepare("UPDATE submissions SET received_at = ? WHERE id = ?").run(Date.parse(old.receivedAt), old.id);
    expect((await inbox(["--purge"])).err).toContain("Set FORM_RETENTION_DAYS");
    expect((await inbox(["--purge"], { FORM_RETENTION_DAYS: "60" })).out).toContain(
      "Erased 0 submissions older than 60 days.",
    );
    expect((await inbox(["--purge"], { FORM_RETENTION_DAYS: "30" })).out).toContain(
      "Erased 1 submission older than 30 days.",
    );
    expect(service.stored().map((entry) => entry.fields.name)).toEqual(["New"]);

    // An old submission in the file an earlier version kept: imported at start, then erased as too old.
    old.id = "5d2c1c7e-0000-4000-8000-000000000000";
    writeFileSync(join(service.dataDir, "submissions.jsonl"), `${JSON.stringify(old)}\n`);
    await service.start({ retentionDays: 30 });
    expect(service.stored().map((entry) => entry.fields.name)).toEqual(["New"]);
  });

  it("unknown options are refused with the usage", async () => {
    const result = await inbox(["--nope"]);
    expect(result.code).toBe(2);
    expect(result.err).toContain("Usage: npm run inbox");
  });
});
