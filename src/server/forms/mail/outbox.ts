import { createTransport, type Transporter } from "nodemailer";
import type { Form, Site } from "../../../core/generated/site-data.ts";
import type { QueuedMail, SubmissionStore } from "../store.ts";
import { composeMail } from "./compose.ts";
import { failureReason } from "./failure-reason.ts";
import { serverProblem } from "../../../core/errors/server-errors.ts";

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
/** How long an e-mail being sent is not due for anyone else: a process that died while sending it lets it go then. */
const sendingLease = 10 * minute;
/** E-mails read from the queue at a time. */
const batchSize = 50;
export const defaultRetry: MailSettings["retry"] = {
  firstDelayMs: 30_000,
  maxDelayMs: 60 * minute,
  giveUpAfterMs: 7 * 24 * 60 * minute,
};

/** An SMTP answer that will not change by trying again (5xx: "552 message too large", "550 no such user"). */
const permanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
};

/**
 * Sends the e-mails queued with their submissions (the database's mail queue, store-mail-queue.ts), one at a time, and removes
 * each once the mail server took it. A mail server that is down or refuses costs nothing to the visitor: the submission was stored and answered
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
    this.transport = createTransport({
      url: settings.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
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
      this.log.error({ err: error, code: "outbox-unreadable" }, serverProblem("outbox-unreadable").line);
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
    // A batch at a time, the longest waiting first: an e-mail costs one read by key, however much is stored.
    for (let round = 0; round < 100; round++) {
      const due = await this.store.dueMail(Date.now(), batchSize);
      for (const mail of due) {
        if (this.stopped) return;
        await this.send(mail);
      }
      if (due.length < batchSize || this.stopped) break;
    }
    const next = await this.store.nextMailDue();
    if (next !== null) this.schedule(next - Date.now());
  }

  /** Sends one queued e-mail; on failure, records when to try again, or that it is given up. */
  private async send(mail: QueuedMail): Promise<void> {
    const { id } = mail;
    const submission = await this.store.find(id);
    const to = submission ? this.recipientsFor(submission.form) : [];
    if (!submission || !to.length) {
      // Its form no longer has anyone to tell.
      await this.store.mailDone(id);
      return;
    }
    const now = Date.now();
    // Another instance sharing the database may have taken it since it was read: it goes once.
    if (!(await this.store.claimMail(mail, now + sendingLease))) return;
    try {
      const message = composeMail({
        submission,
        form: this.forms.get(submission.form),
        company: this.company,
        from: this.settings.from,
        to,
        dataFolder: this.store.folder.root,
        attachLimitBytes: this.settings.attachLimitBytes,
      });
      const sent = await this.transport.sendMail(message);
      await this.store.mailDone(id);
      this.log.info(
        { submission: id, form: submission.form, to, messageId: sent.messageId, attempts: mail.attempts + 1 },
        "E-mailed a submission.",
      );
    } catch (error) {
      const attempts = mail.attempts + 1;
      const lastError = failureReason(error);
      const record = (update: Parameters<SubmissionStore["mailAttemptFailed"]>[1]) =>
        this.store
          .mailAttemptFailed(id, update)
          .catch((writeError: unknown) =>
            this.log.error(
              { err: writeError, submission: id, code: "mail-attempt-not-recorded" },
              serverProblem("mail-attempt-not-recorded", { submission: id }).line,
            ),
          );
      if (permanent(error) || now - mail.queuedAt >= this.settings.retry.giveUpAfterMs) {
        this.log.error(
          { err: error, submission: id, attempts, code: "mail-gave-up" },
          serverProblem("mail-gave-up", { submission: id }).line,
        );
        await record({ attempts, nextAttemptAt: mail.nextAttemptAt, lastError, failedAt: now });
        return;
      }
      const delay = Math.min(this.settings.retry.firstDelayMs * 2 ** (attempts - 1), this.settings.retry.maxDelayMs);
      await record({ attempts, nextAttemptAt: now + delay, lastError });
      this.log.warn(
        { err: error, submission: id, attempts, retryInMs: delay, code: "mail-attempt-failed" },
        serverProblem("mail-attempt-failed", { submission: id, retryInMs: delay }).line,
      );
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
