import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createSiteServer, type SiteServerOptions } from "../../../src/server/create-server.ts";
import type { FormServiceOptions } from "../../../src/server/forms/form-service.ts";
import Database from "better-sqlite3";
import { databaseFile, openSqliteDatabase, type SiteDatabase } from "../../../src/server/store/database.ts";
import type { StoredSubmission, SubmissionKind } from "../../../src/server/forms/store.ts";
import { storedRows } from "./stored-rows.ts";
import type { Form, Site } from "../../../src/core/generated/site-data.ts";
import { testFormMessages } from "../form-messages.ts";

/** Messages, words and company details of a small site, for the form service's tests. */
export const messages = testFormMessages;
export const notSent = {
  title: "Not sent",
  intro: "Put this right:",
  backHint: "Go back with your browser's Back button.",
  backLink: "Back to the form",
};
/** The service's own answers, as site.json words them (the tests look for today's sentences). */
export const serviceErrors = (
  JSON.parse(readFileSync(join(import.meta.dirname, "../../../site-data/site.json"), "utf8")) as Site
).labels.formServiceErrors;
export const company = {
  name: "Nerivo Technologies Ltd",
  shortName: "Nerivo",
  founded: 2015,
  phone: "+234 1 631 0482",
  email: "hello@nerivo.ng",
  address: "Lekki, Lagos",
  hours: "Mon-Fri",
} as Site["company"];

const labels = { submitLabel: "Send", busyLabel: "Sending...", successMessage: "Sent.", failureMessage: "Not sent." };
export const contact: Form = {
  $schema: "",
  id: "contact",
  fields: [
    { name: "name", label: "Name", type: "text", required: true },
    { name: "email", label: "Email", type: "email", required: true },
    { name: "topic", label: "Topic", type: "select", options: [{ value: "sales", label: "Sales" }] },
    { name: "message", label: "Message", type: "textarea", required: true, maxLength: 50 },
  ],
  ...labels,
  mail: { subject: "Website message from {value.name}" },
};
export const apply: Form = {
  $schema: "",
  id: "apply",
  fields: [
    { name: "email", label: "Email", type: "email", required: true },
    { name: "resume", label: "Resume", type: "file", required: true, accept: [".pdf", ".docx", ".doc"], maxSizeMb: 1 },
    { name: "letter", label: "Letter", type: "file", accept: [".pdf"], maxSizeMb: 1 },
  ],
  noFileLabel: "No file selected",
  ...labels,
};
/** A form with a long text field, for values near the parser's byte limit. */
export const story: Form = {
  $schema: "",
  id: "story",
  fields: [{ name: "story", label: "Story", type: "textarea", required: true, maxLength: 8000 }],
  ...labels,
};
/** A form with a large file field, for uploads that cost memory and disk. */
export const ticket: Form = {
  $schema: "",
  id: "ticket",
  fields: [
    { name: "email", label: "Email", type: "email", required: true },
    { name: "attachment", label: "Attachment", type: "file", accept: [".png", ".jpg", ".zip", ".pdf"], maxSizeMb: 10 },
  ],
  noFileLabel: "No file selected",
  ...labels,
};

/** Files as they really begin. */
export const fileBytes = {
  pdf: (size = 200) => Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(Math.max(0, size - 9), 0x20)]),
  docx: (size = 200) =>
    Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(Math.max(0, size - 4), 0x00)]),
  doc: (size = 200) =>
    Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(Math.max(0, size - 8), 0x00),
    ]),
  png: (size = 200) =>
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(Math.max(0, size - 8), 0x00),
    ]),
  exe: (size = 200) => Buffer.concat([Buffer.from("MZ\x90\x00", "latin1"), Buffer.alloc(Math.max(0, size - 4), 0x00)]),
};
export const file = (bytes: Buffer, name: string, type = "application/octet-stream") =>
  new File([new Uint8Array(bytes)], name, { type });

export const validContact: [string, string][] = [
  ["name", "Adaeze Okafor"],
  ["email", "adaeze@example.com"],
  ["message", "Hello from Lekki."],
];

/** A multipart body exactly as a browser's fetch sends FormData. */
export async function multipart(entries: [string, string | File][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  const request = new Request("http://localhost/", { method: "POST", body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type")! },
  };
}

/** A form service on a tiny built site, in fresh temporary folders; `close()` removes everything. */
export class FormServiceFixture {
  app!: FastifyInstance;
  readonly dataDir: string;
  readonly distDir: string;
  /** The site's database (site.sqlite) is in the data folder too: DATA_DIR and FORM_DATA_DIR for the scripts. */
  db: SiteDatabase | undefined;
  /** A second connection to the same file, for tests to read and change rows as they are (synchronously). */
  raw: Database.Database | undefined;

  constructor(dataDir?: string) {
    this.dataDir = dataDir ?? mkdtempSync(join(tmpdir(), "forms-"));
    this.distDir = mkdtempSync(join(tmpdir(), "dist-"));
    writeFileSync(join(this.distDir, "index.html"), "<!doctype html><title>Home</title>");
    writeFileSync(join(this.distDir, "404.html"), "<!doctype html><title>Not found</title>");
  }

  /** Starts (or restarts) the server; the rate limit is high unless a test is about it, the disk check off. */
  async start(overrides: Partial<FormServiceOptions> = {}, server: Partial<SiteServerOptions> = {}) {
    if (this.app) await this.app.close();
    this.db ??= openSqliteDatabase(databaseFile("/", { DATA_DIR: this.dataDir }));
    this.raw ??= new Database(databaseFile("/", { DATA_DIR: this.dataDir }));
    this.app = await createSiteServer({
      distDir: this.distDir,
      ...server,
      forms: {
        forms: [contact, apply, story, ticket],
        messages,
        notSent,
        serviceErrors,
        company,
        db: this.db,
        dataDir: this.dataDir,
        project: "nerivo",
        rateLimitPerMinute: 1000,
        capacity: { minFreeBytes: 0 },
        ...overrides,
      },
    });
    return this;
  }

  async post(url: string, entries: [string, string | File][], headers: Record<string, string> = {}) {
    const body = await multipart(entries);
    const response = await this.app.inject({
      method: "POST",
      url,
      payload: body.payload,
      headers: { accept: "application/json", ...body.headers, ...headers },
    });
    return {
      status: response.statusCode,
      body: response.json() as Record<string, unknown>,
      headers: response.headers,
      text: response.body,
    };
  }

  /** What is stored, oldest first; `spam` for what the honeypot caught. */
  stored(kind: SubmissionKind = "submissions"): StoredSubmission[] {
    return this.raw ? storedRows(this.raw, kind) : [];
  }

  /** The e-mails still to send (or given up), by submission id. */
  queuedMail(): { submission_id: string; attempts: number; last_error: string | null; failed_at: number | null }[] {
    return this.raw
      ? (this.raw
          .prepare("SELECT submission_id, attempts, last_error, failed_at FROM mail_queue ORDER BY queued_at")
          .all() as ReturnType<FormServiceFixture["queuedMail"]>)
      : [];
  }

  /** Environment for the scripts that read the same store (npm run inbox). */
  get env() {
    return { DATA_DIR: this.dataDir, FORM_DATA_DIR: this.dataDir };
  }

  async close({ keepData = false } = {}) {
    await this.app?.close();
    this.raw?.close();
    this.raw = undefined;
    await this.db?.close();
    this.db = undefined;
    if (!keepData) rmSync(this.dataDir, { recursive: true, force: true });
    rmSync(this.distDir, { recursive: true, force: true });
  }
}
