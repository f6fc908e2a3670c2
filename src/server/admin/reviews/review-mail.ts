import { createTransport } from "nodemailer";
import { logServerError, saidBy, ServerError } from "../../../core/errors/server-errors.ts";
import { adminWords as words } from "../../../core/words/admin-words.ts";
import type { Review } from "./reviews.ts";

/** What sends an e-mail (nodemailer's transport, or a test's). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** What the e-mails about reviews need: how to send (none: nothing is sent), to whom, and the site's address. */
export interface ReviewMail {
  transport: MailTransport | undefined;
  from: string;
  /** The e-mails of the admins' active accounts: who is told of a change shared for review. */
  admins(): Promise<string[]>;
  /** The site's origin ("https://www.nerivo.ng"), for the address of /admin's reviews in an e-mail. */
  origin(): string;
}

/** The e-mails about reviews, through the SMTP server the forms' e-mails use (SMTP_URL), or none when it is not set. */
export function reviewMailOf(options: {
  mail: { smtpUrl: string; from: string } | undefined;
  transport?: MailTransport;
  admins: () => Promise<string[]>;
  origin: () => string;
}): ReviewMail {
  const transport =
    options.transport ??
    (options.mail
      ? createTransport({ url: options.mail.smtpUrl, connectionTimeout: 15_000, socketTimeout: 60_000 })
      : undefined);
  return { transport, from: options.mail?.from ?? "", admins: options.admins, origin: options.origin };
}

/** Where a person answers or follows their reviews: /admin's reviews, on the site's address. */
const reviewsAddress = (mail: ReviewMail) => `${mail.origin()}/admin/reviews`;

/**
 * Sends in the background: a mail server that fails is said in the log, never to the person whose request sent it
 * (the review is in /admin all the same). Each recipient gets their own e-mail (nobody sees who else was told).
 */
function sendEach(mail: ReviewMail, to: readonly string[], subject: string, text: string): Promise<void> {
  const { transport } = mail;
  if (!transport) return Promise.resolve();
  return Promise.all(
    to.map((address) =>
      transport.sendMail({ from: mail.from, to: address, subject, text }).catch((error: unknown) => {
        logServerError(new ServerError("review-mail-failed", { to: address, said: saidBy(error) }, { cause: error }));
      }),
    ),
  ).then(() => undefined);
}

/** Subjects and names on one line: a line break in a header would be a header of its own. */
const oneLine = (text: string) => text.replace(/[\r\n]+/g, " ").slice(0, 200);

/**
 * Tells the admins that `review` was shared for review (by its author, the account `review.email`). Returns at once;
 * the promise it gives ends when the e-mails are sent or failed (for tests).
 */
export function notifyShared(mail: ReviewMail, review: Pick<Review, "email" | "subject" | "lines">): Promise<void> {
  if (!mail.transport) return Promise.resolve();
  return mail
    .admins()
    .then((admins) =>
      sendEach(
        mail,
        admins.filter((admin) => admin !== review.email),
        oneLine(words.reviewAskedMail(review.email, review.subject)),
        words.reviewAskedMailText(review.email, review.subject, review.lines, reviewsAddress(mail)),
      ),
    )
    .catch((error: unknown) => {
      logServerError(
        new ServerError("review-mail-failed", { to: "the admins", said: saidBy(error) }, { cause: error }),
      );
    });
}

/** Tells `review`'s author how it was answered (by a reviewer's link or by an admin), with the note given. */
export function notifyAnswered(
  mail: ReviewMail,
  review: Pick<Review, "email" | "subject">,
  answer: { approve: boolean; by: string; note: string },
): Promise<void> {
  return sendEach(
    mail,
    [review.email],
    oneLine(words.reviewAnsweredMail(answer.by, answer.approve, review.subject)),
    words.reviewAnsweredMailText(answer.by, answer.approve, review.subject, answer.note, reviewsAddress(mail)),
  );
}
