import { readdir, readFile, rm } from "node:fs/promises";
import { createTransport, type Transporter } from "nodemailer";
import type { Form, Site } from "../../../generated/site-data.ts";
import { replaceFile } from "../durable-files.ts";
import type { SubmissionStore } from "../store.ts";
import { composeMail } from "./compose.ts";
import { outboxEntryPath, type OutboxEntry } from "./outbox-entry.ts";

export interface MailSettings {
  /** e.g. smtp://user:password@mail.example.com:587 (smtps:// for TLS from the start). */
  smtpUrl: string;
  /** Who gets every form's e-mails, unless a form names its own ("mail": { "to": [...] }). */
  to: string[];
  from: string;
  /** Files are attached up to this many bytes per e-mail; larger ones are listed with where they are kept. */
  attachLimitBytes: number;
  retry: { firstDelayMs: number; maxDelayMs: number; giveUpAfterMs: number };
}

export interface MailLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

const minute = 60_000;
/** How long an outbox entry may wait for its submission's line (written right after it) before it counts as orphaned. */
const submissionGraceMs = minute;
export const defaultRetry: MailSettings["retry"] = { firstDelayMs: 30_000, maxDelayMs: 60 * minute, giveUpAfterMs: 7 * 24 * 60 * minute };

/** An SMTP answer that will not change by trying again (5xx: "552 message too large", "550 no such user"). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

/**
 * Sends the e-mails the outbox holds (outbox-entry.ts), one at a time, and removes each once the mail server took
 * it. A mail server that is down or refuses costs nothing to the visitor: the submission was stored and answered
 * before; the e-mail is tried again later, waiting twice as long each time (up to maxDelayMs). One the server refuses
 * for good (a 5xx answer), or still not sent after giveUpAfterMs, is marked failed (logged as an error; the inbox
 * shows it beside the submission) and not tried again. What is queued survives a restart.
 */
export class Outbox {
  private readonly transport: Transporter;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private runAgain = false;
  private stopped = false;

  constructor(
    private readonly store: SubmissionStore,
    private readonly forms: Map<string, Form>,
    private readonly company: Site["company"],
    private readonly settings: MailSettings,
    private readonly log: MailLog,
  ) {
    this.transport = createTransport({ url: settings.smtpUrl, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 });
  }

  /** Who is told about a submission of this form: its own recipients, else everyone in FORM_NOTIFY_TO. */
  recipientsFor(formId: string): string[] {
    return this.forms.get(formId)?.mail?.to ?? this.settings.to;
  }

  /** Looks at the outbox now (after a start, or once a new e-mail is queued). */
  kick(): void {
    this.schedule(0);
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runOnce(), Math.max(0, delayMs));
  }

  private async runOnce(): Promise<void> {
    if (this.running) {
      this.runAgain = true;
      return;
    }
    this.running = this.sendDue().catch((error: unknown) => {
      this.log.error({ err: error }, "The outbox could not be read; e-mails wait for the next try.");
      this.schedule(this.settings.retry.firstDelayMs);
    });
    await this.running;
    this.running = undefined;
    if (this.runAgain) {
      this.runAgain = false;
      this.schedule(0);
    }
  }

  private async sendDue(): Promise<void> {
    const names = (await readdir(this.store.folder.outbox)).filter((name) => /^[0-9a-f-]+\.json$/.test(name));
    let nextDue = Infinity;
    for (const name of names) {
      if (this.stopped) return;
      const due = await this.sendIfDue(name.replace(/\.json$/, ""));
      if (due !== null) nextDue = Math.min(nextDue, due);
    }
    if (nextDue !== Infinity) this.schedule(nextDue - Date.now());
  }

  /** Sends one queued e-mail if its time has come; returns when it is next due, or null when it left the outbox. */
  private async sendIfDue(id: string): Promise<number | null> {
    const path = outboxEntryPath(this.store.folder, id);
    let entry: OutboxEntry;
    try {
      entry = JSON.parse(await readFile(path, "utf8")) as OutboxEntry;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      this.log.error({ err: error, submission: id }, "An outbox entry could not be read; its e-mail is dropped (the submission is in the inbox).");
      await rm(path, { force: true });
      return null;
    }
    if (entry.failedAt) return null;
    const now = Date.now();
    const due = Date.parse(entry.nextAttemptAt);
    if (due > now) return due;

    const submission = await this.store.find(id);
    if (!submission) {
      // The entry is written just before its submission's line: a moment later, the line is there. An entry whose
      // submission stays missing belongs to one that was erased (a person's request) or never stored.
      if (now - Date.parse(entry.queuedAt) < submissionGraceMs) return now + submissionGraceMs;
      await rm(path, { force: true });
      return null;
    }
    const to = this.recipientsFor(submission.form);
    if (!to.length) {
      // Its form no longer has anyone to tell.
      await rm(path, { force: true });
      return null;
    }
    try {
      const mail = composeMail({ submission, form: this.forms.get(submission.form), company: this.company, from: this.settings.from, to, dataFolder: this.store.folder.root, attachLimitBytes: this.settings.attachLimitBytes });
      const sent = await this.transport.sendMail(mail);
      await rm(path, { force: true });
      this.log.info({ submission: id, form: submission.form, to, messageId: sent.messageId, attempts: entry.attempts + 1 }, "E-mailed a submission.");
      return null;
    } catch (error) {
      const attempts = entry.attempts + 1;
      const lastError = error instanceof Error ? error.message : String(error);
      if (permanent(error) || now - Date.parse(entry.queuedAt) >= this.settings.retry.giveUpAfterMs) {
        this.log.error({ err: error, submission: id, attempts }, "Gave up e-mailing a submission: the mail server refused it for good, or for too long. It is in the inbox, marked as not e-mailed (npm run inbox).");
        const failed: OutboxEntry = { ...entry, attempts, lastError, failedAt: new Date(now).toISOString() };
        await replaceFile(path, JSON.stringify(failed)).catch((writeError: unknown) => this.log.error({ err: writeError, submission: id }, "Could not record a failed e-mail."));
        return null;
      }
      const delay = Math.min(this.settings.retry.firstDelayMs * 2 ** (attempts - 1), this.settings.retry.maxDelayMs);
      const next: OutboxEntry = { ...entry, attempts, nextAttemptAt: new Date(now + delay).toISOString(), lastError };
      await replaceFile(path, JSON.stringify(next)).catch((writeError: unknown) => this.log.error({ err: writeError, submission: id }, "Could not record a failed e-mail attempt."));
      this.log.warn({ err: error, submission: id, attempts, retryInMs: delay }, "Could not e-mail a submission; will try again.");
      return now + delay;
    }
  }

  /** Stops sending (an e-mail on its way finishes first). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }
}
