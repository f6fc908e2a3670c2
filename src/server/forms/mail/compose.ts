import { join } from "node:path";
import { fillTokens } from "../../../core/content/fill-tokens.ts";
import type { Form, Site } from "../../../core/generated/site-data.ts";
import { isPlainEmail } from "../../../core/forms/field-rules.ts";
import { escapeUnsafe, escapeUnsafeKeepingLines } from "../printable.ts";
import type { StoredSubmission } from "../store.ts";

/** What nodemailer's sendMail takes, as far as a notification uses it. */
export interface ComposedMail {
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; path: string; contentType: string }[];
}

export interface ComposeOptions {
  submission: StoredSubmission;
  /** The submission's form, when the site still has it (its labels name the fields). */
  form: Form | undefined;
  company: Site["company"];
  from: string;
  to: string[];
  /** The data folder the submission's files are under. */
  dataFolder: string;
  /** Files are attached up to this many bytes in all; beyond it they are listed. */
  attachLimitBytes: number;
}

const size = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} kB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const oneLine = (text: string) => escapeUnsafe(text.replace(/[\r\n]+/g, " ")).trim();
const lagosTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", { dateStyle: "long", timeStyle: "short", timeZone: "Africa/Lagos" });

/**
 * The e-mail that tells a person about a submission: plain text a person reads at a glance (the form's labels, not
 * field names), the visitor's address as Reply-To so answering is one click, files attached (or listed when too
 * large to attach). Everything the visitor typed is shown, never interpreted: no HTML, control characters escaped.
 */
export function composeMail({
  submission,
  form,
  company,
  from,
  to,
  dataFolder,
  attachLimitBytes,
}: ComposeOptions): ComposedMail {
  const label = (name: string) => form?.fields.find((field) => field.name === name)?.label ?? name;
  // Only a value that is one plain address (checked on arrival; checked again here for what was stored before that).
  const emailField = form?.fields.find(
    (field) => field.type === "email" && isPlainEmail(submission.fields[field.name] ?? ""),
  );
  const replyTo = emailField ? submission.fields[emailField.name] : undefined;
  const subject = form?.mail?.subject
    ? oneLine(
        fillTokens(form.mail.subject, {
          company,
          value: Object.fromEntries(form.fields.map((field) => [field.name, submission.fields[field.name] ?? ""])),
        }),
      )
    : `${company.shortName} website: new ${submission.form} form submission`;

  const lines = [
    `Sent through the ${submission.form} form of the ${company.shortName} website on ${lagosTime(submission.receivedAt)} (Lagos time).`,
    "",
  ];
  for (const [name, value] of Object.entries(submission.fields)) {
    const [first, ...more] = escapeUnsafeKeepingLines(value).split("\n");
    if (!more.length) lines.push(`${label(name)}: ${first}`);
    else lines.push(`${label(name)}:`, ...[first, ...more].map((line) => `  ${line}`));
  }

  const files = Object.entries(submission.files);
  const totalBytes = files.reduce((total, [, file]) => total + file.size, 0);
  const attach = totalBytes <= attachLimitBytes;
  if (files.length) {
    lines.push("", "Files:");
    for (const [name, file] of files) {
      const where = attach
        ? "attached"
        : `too large to attach, kept on the server as ${join(dataFolder, file.storedAs)}`;
      lines.push(`  ${label(name)}: ${escapeUnsafe(file.originalName)} (${size(file.size)}), ${where}`);
    }
  }
  lines.push(
    "",
    replyTo ? `Reply to this e-mail to answer the visitor at ${replyTo}.` : "The visitor left no e-mail address.",
  );
  lines.push(`Submission ${submission.id}; \`npm run inbox\` on the server lists it.`);

  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: subject.slice(0, 200),
    text: `${lines.join("\n")}\n`,
    attachments: attach
      ? files.map(([, file]) => ({
          filename: file.originalName,
          path: join(dataFolder, file.storedAs),
          contentType: file.type,
        }))
      : [],
  };
}
