import { dateAndTime, reviewWords as words, timeOfDay } from "../../../core/words/review-words.ts";
import { escapeHtml } from "../../escape-html.ts";
import { plainPage } from "../../plain-page.ts";
import type { Review, ReviewComment } from "./reviews.ts";

/**
 * The reviewer's pages written by the server (src/server/admin/reviews/review-page-routes.ts): the review's overview
 * with its two forms, and the short pages of a link that no longer opens. Plain HTML that needs no script, readable
 * on a 375 px phone, every text escaped, every message beside the field it is about.
 */

/** One choice of the comment form's "which page and part": its value ("block 2@/about") and its words. */
export interface PartChoice {
  value: string;
  label: string;
}

/** A page the change reaches, with its parts to comment on. */
export interface ReachedPageView {
  pathname: string;
  title: string;
  added?: boolean;
  removed?: boolean;
  href: string;
  parts: PartChoice[];
}

/** A form as it was sent back: what was typed, and the message of each field that was not right. */
export interface SentForm {
  values: Record<string, string>;
  problems: Record<string, string>;
}

export interface OverviewView {
  review: Review;
  /** The overview's own address ("/review/<token>"): where the forms post. */
  href: string;
  pages: ReachedPageView[];
  every: boolean;
  comments: ReviewComment[];
  /** A form sent back with its problems (400). */
  comment?: SentForm;
  answer?: SentForm;
}

const style = `<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a1b1e; background: #f4f6f8; }
  body { margin: 0; padding: 12px; }
  main { max-width: 640px; margin: 0 auto; }
  .box { background: #fff; border-radius: 12px; box-shadow: 0 1px 4px rgb(0 0 0 / 12%); padding: 16px; margin: 0 0 16px; }
  h1 { font-size: 1.4rem; margin: 4px 0 12px; overflow-wrap: anywhere; }
  h2 { font-size: 1.15rem; margin: 0 0 12px; }
  p, li { line-height: 1.5; overflow-wrap: anywhere; }
  p { margin: 0 0 12px; }
  ul { padding-left: 20px; margin: 0 0 12px; }
  a { color: #1864ab; }
  a:focus-visible, select:focus, input:focus, textarea:focus, button:focus-visible { outline: 3px solid #1c7ed6; outline-offset: 2px; }
  label { display: block; font-weight: 600; margin: 14px 0 6px; }
  input, select, textarea { display: block; width: 100%; max-width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border: 1px solid #868e96; border-radius: 8px; background: #fff; }
  textarea { min-height: 6em; resize: vertical; }
  [aria-invalid="true"] { border-color: #c92a2a; }
  .buttons { display: flex; flex-wrap: wrap; gap: 12px; margin-top: 18px; }
  button { flex: 1 1 10em; font: inherit; font-weight: 600; padding: 12px; border: 0; border-radius: 8px; background: #1864ab; color: #fff; cursor: pointer; }
  button.secondary { background: #fff; color: #1864ab; border: 2px solid #1864ab; }
  .problem { color: #c92a2a; margin: 6px 0 0; }
  .message { border-radius: 8px; padding: 12px; background: #fff5f5; color: #c92a2a; border: 1px solid #ffc9c9; }
  .answered { border-radius: 8px; padding: 12px; background: #ebfbee; color: #2b8a3e; border: 1px solid #b2f2bb; font-weight: 600; }
  .answered.asked { background: #fff9db; color: #8f5b00; border-color: #ffec99; }
  .muted { color: #495057; }
  .tag { font-size: 0.85em; color: #495057; }
</style>`;

const page = (title: string, body: string) => plainPage(title, style, body);

/** A field's message, named by the field's aria-describedby. */
const problemOf = (form: SentForm | undefined, field: string, id: string) =>
  form?.problems[field] ? `<p class="problem" id="${id}-problem">${escapeHtml(form.problems[field])}</p>` : "";

const invalid = (form: SentForm | undefined, field: string, id: string) =>
  form?.problems[field] ? ` aria-invalid="true" aria-describedby="${id}-problem"` : "";

const typed = (form: SentForm | undefined, field: string) => escapeHtml(form?.values[field] ?? "");

/** "About: Block 2: hero — Welcome", from the choices of the pages reached (or the part as stored). */
const whereOf = (comment: ReviewComment, pages: ReachedPageView[]) => {
  const reached = pages.find(({ pathname }) => pathname === comment.pathname);
  const choice = reached?.parts.find(({ value }) => value === `${comment.part}@${comment.pathname}`);
  return choice?.label ?? words.partOf(reached?.title ?? comment.pathname, comment.part);
};

function answerSaid(review: Review): string {
  if (!review.answeredBy || review.answeredAt === null) return "";
  if (review.state !== "approved" && review.state !== "changes-asked") return "";
  const at = timeOfDay(review.answeredAt);
  const said =
    review.state === "approved"
      ? words.approved(review.answeredBy, at, review.email)
      : words.changesAsked(review.answeredBy, at, review.email);
  const note = review.answerNote ? `<p>${escapeHtml(words.answerNote(review.answerNote))}</p>` : "";
  return `<div class="box"><p class="answered${review.state === "approved" ? "" : " asked"}" role="status">${escapeHtml(said)}</p>${note}<p class="muted">${escapeHtml(words.answerAgain)}</p></div>`;
}

export function overviewPage(view: OverviewView): string {
  const { review, pages, comments, comment, answer, href } = view;
  const title = words.title(review.email);
  // A change of one field is said whole by its subject: its one line would say it twice.
  const told = review.lines.filter((line) => line !== review.subject);
  const lines = told.length ? `<ul>${told.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>` : "";
  const pageList = pages.length
    ? `<ul>${pages
        .map((reached) => {
          const tag = reached.added ? words.pageAdded : reached.removed ? words.pageRemoved : "";
          return `<li><a href="${escapeHtml(reached.href)}">${escapeHtml(words.viewPage(reached.title))}</a>${tag ? ` <span class="tag">(${escapeHtml(tag)})</span>` : ""}</li>`;
        })
        .join("")}</ul>`
    : `<p>${escapeHtml(words.pagesNone)}</p>`;
  const commentList = comments.length
    ? `<ul>${comments
        .map(
          (said) =>
            `<li><strong>${escapeHtml(words.commentOn(said.name, dateAndTime(said.at), whereOf(said, pages)))}</strong><br>${escapeHtml(said.text).replace(/\r?\n/g, "<br>")}</li>`,
        )
        .join("")}</ul>`
    : `<p class="muted">${escapeHtml(words.commentsNone)}</p>`;
  const chosen = comment?.values.part ?? "";
  const choices = pages
    .filter((reached) => !reached.removed)
    .map(
      (reached) =>
        `<optgroup label="${escapeHtml(reached.title)}">${reached.parts
          .map(
            (part) =>
              `<option value="${escapeHtml(part.value)}"${part.value === chosen ? " selected" : ""}>${escapeHtml(part.label)}</option>`,
          )
          .join("")}</optgroup>`,
    )
    .join("");
  const formMessage = (form: SentForm | undefined) =>
    form && Object.keys(form.problems).length
      ? `<p class="message" role="alert">${escapeHtml(words.formProblem)}</p>`
      : "";

  return page(
    title,
    `<div class="box">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(words.intro)}</p>
<p class="muted">${escapeHtml(words.openUntil(dateAndTime(review.expiresAt)))}</p>
</div>
${answerSaid(review)}
<section class="box" aria-labelledby="change">
<h2 id="change">${escapeHtml(words.changeHeading)}</h2>
<p><strong>${escapeHtml(review.subject)}</strong></p>
${lines}
</section>
<section class="box" aria-labelledby="pages">
<h2 id="pages">${escapeHtml(words.pagesHeading)}</h2>
${view.every ? `<p>${escapeHtml(words.pagesEvery)}</p>` : ""}
${pageList}
</section>
<section class="box" aria-labelledby="comments">
<h2 id="comments">${escapeHtml(words.commentsHeading)}</h2>
${commentList}
</section>
<section class="box" aria-labelledby="comment-form">
<h2 id="comment-form">${escapeHtml(words.commentHeading)}</h2>
${formMessage(comment)}
<form method="post" action="${escapeHtml(`${href}/comment`)}">
<label for="comment-part">${escapeHtml(words.partLabel)}</label>
<select id="comment-part" name="part" required${invalid(comment, "part", "comment-part")}>${choices}</select>
${problemOf(comment, "part", "comment-part")}
<label for="comment-name">${escapeHtml(words.nameLabel)}</label>
<input id="comment-name" name="name" autocomplete="name" maxlength="80" required value="${typed(comment, "name")}"${invalid(comment, "name", "comment-name")}>
${problemOf(comment, "name", "comment-name")}
<label for="comment-text">${escapeHtml(words.commentLabel)}</label>
<textarea id="comment-text" name="text" maxlength="2000" required${invalid(comment, "text", "comment-text")}>${typed(comment, "text")}</textarea>
${problemOf(comment, "text", "comment-text")}
<div class="buttons"><button type="submit">${escapeHtml(words.sendComment)}</button></div>
</form>
</section>
<section class="box" aria-labelledby="answer-form">
<h2 id="answer-form">${escapeHtml(words.answerHeading)}</h2>
<p class="muted">${escapeHtml(words.answerHint)}</p>
${formMessage(answer)}
<form method="post" action="${escapeHtml(`${href}/answer`)}">
<label for="answer-name">${escapeHtml(words.nameLabel)}</label>
<input id="answer-name" name="name" autocomplete="name" maxlength="80" required value="${typed(answer, "name")}"${invalid(answer, "name", "answer-name")}>
${problemOf(answer, "name", "answer-name")}
<label for="answer-note">${escapeHtml(words.noteLabel)}</label>
<textarea id="answer-note" name="note" maxlength="2000"${invalid(answer, "note", "answer-note")}>${typed(answer, "note")}</textarea>
${problemOf(answer, "note", "answer-note")}
${problemOf(answer, "answer", "answer-buttons")}
<div class="buttons" id="answer-buttons"><button type="submit" name="answer" value="approve">${escapeHtml(words.approve)}</button><button type="submit" name="answer" value="changes" class="secondary">${escapeHtml(words.askForChanges)}</button></div>
</form>
</section>`,
  );
}

/** A short page: a heading, a sentence, and where to go from here. */
export function messagePage(title: string, text: string, link?: { href: string; text: string }): string {
  return page(
    title,
    `<div class="box">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p>
${link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>` : ""}
</div>`,
  );
}
