import type { Sql } from "../store/sql.ts";
import { dataFolder, type DataFolder } from "./data-folder.ts";
import { StoredFiles, type UnfinishedReport } from "./store-files.ts";
import { importJsonLines, type ImportReport } from "./store-import.ts";
import { InboxQueries } from "./store-inbox.ts";
import { MailQueue } from "./store-mail-queue.ts";
import { Submissions } from "./store-submissions.ts";

export type { StoredFile, StoredSubmission } from "./stored-submission.ts";
export type { QueuedMail } from "./store-mail-queue.ts";
export {
  addressesOf,
  columns,
  storedBytes,
  toSubmission,
  type SubmissionKind,
  type SubmissionRow,
} from "./store-rows.ts";

/** What the store found and put right when it opened. */
export interface OpenReport extends UnfinishedReport {
  imported: ImportReport;
}

/**
 * The submissions of the local form service: rows of the site's database (WAL, full sync: a commit is on disk
 * before it returns), with their files on disk in the data folder (data-folder.ts). Nothing acknowledged is lost:
 * files are checked in a temporary folder, moved beside the store, and the row (with the e-mail to send about it)
 * is committed before the visitor is answered; whatever fails on the way is removed. Every read is by an index, so
 * the cost of a submission, an e-mail or a page of the inbox does not grow with how many are stored.
 *
 * Made of four parts, each in a file of its own: the submissions' rows (store-submissions.ts), their files on disk
 * (store-files.ts), the e-mails to send about them (store-mail-queue.ts) and the inbox's reads (store-inbox.ts).
 */
export class SubmissionStore {
  readonly folder: DataFolder;
  private readonly files: StoredFiles;
  private readonly submissions: Submissions;
  private readonly inbox: InboxQueries;
  private readonly mail: MailQueue;

  /**
   * `shared`: other processes (instances sharing a PostgreSQL database and FORM_FILES_DIR) store into the same
   * folder, so what looks unfinished at start may be theirs, in progress: only what is older than an hour is
   * removed. A folder of one process's own is tidied at once.
   */
  constructor(
    private readonly db: Sql,
    root: string,
    private readonly log: {
      warn: (details: object, message: string) => void;
      info?: (details: object, message: string) => void;
    } = { warn: () => undefined },
    { shared = db.dialect === "postgres" }: { shared?: boolean } = {},
  ) {
    this.folder = dataFolder(root);
    this.files = new StoredFiles(this.folder, shared ? 60 * 60 * 1000 : 0, log);
    this.submissions = new Submissions(db, this.files);
    this.inbox = new InboxQueries(db);
    this.mail = new MailQueue(db);
  }

  /** Creates the folders, finishes or removes what a crash left unfinished, and imports what earlier versions kept. */
  async open(): Promise<OpenReport> {
    const unfinished = await this.files.open((id) => this.submissions.has(id));
    const imported = await importJsonLines(this, this.db, this.log);
    return { ...unfinished, imported };
  }

  // The submissions' rows, with their files (store-submissions.ts).
  readonly save: Submissions["save"] = (entry, files, options) => this.submissions.save(entry, files, options);
  readonly insertImported: Submissions["insertImported"] = (entries, spam) =>
    this.submissions.insertImported(entries, spam);
  readonly has: Submissions["has"] = (id) => this.submissions.has(id);
  readonly bytesSince: Submissions["bytesSince"] = (since, ip) => this.submissions.bytesSince(since, ip);
  readonly find: Submissions["find"] = (id) => this.submissions.find(id);
  readonly markHandled: Submissions["markHandled"] = (id, at) => this.submissions.markHandled(id, at);
  readonly markSpam: Submissions["markSpam"] = (id, spam) => this.submissions.markSpam(id, spam);
  readonly remove: Submissions["remove"] = (id) => this.submissions.remove(id);
  readonly removeByAddress: Submissions["removeByAddress"] = (address) => this.submissions.removeByAddress(address);
  readonly purgeOlderThan: Submissions["purgeOlderThan"] = (days, now) => this.submissions.purgeOlderThan(days, now);

  // The inbox's reads (store-inbox.ts).
  readonly list: InboxQueries["list"] = (kind, form) => this.inbox.list(kind, form);
  readonly page: InboxQueries["page"] = (query) => this.inbox.page(query);
  readonly count: InboxQueries["count"] = (kind, form) => this.inbox.count(kind, form);

  // The e-mails to send about them (store-mail-queue.ts).
  readonly mailFailures: MailQueue["mailFailures"] = () => this.mail.mailFailures();
  readonly dueMail: MailQueue["dueMail"] = (now, limit) => this.mail.dueMail(now, limit);
  readonly nextMailDue: MailQueue["nextMailDue"] = () => this.mail.nextMailDue();
  readonly queuedMail: MailQueue["queuedMail"] = (id) => this.mail.queuedMail(id);
  readonly claimMail: MailQueue["claimMail"] = (mail, until) => this.mail.claimMail(mail, until);
  readonly mailDone: MailQueue["mailDone"] = (id) => this.mail.mailDone(id);
  readonly mailAttemptFailed: MailQueue["mailAttemptFailed"] = (id, update) => this.mail.mailAttemptFailed(id, update);
}
