/**
 * What a reviewer reads on the page their link opens (src/server/admin/reviews/): a person without an account, who
 * may never have seen the admin, on a phone. Every sentence says what is happening and what they can do; none names a
 * file, a field of the data or a command.
 */
const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "09:12" (UTC, as the server's clock says it: the page has no script to learn the reader's zone). */
export const timeOfDay = (at: number) => {
  const date = new Date(at);
  return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
};

/** "5 December 2026, 09:12 UTC". */
export const dateAndTime = (at: number) => {
  const date = new Date(at);
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}, ${timeOfDay(at)} UTC`;
};

export const reviewWords = {
  title: (author: string) => `Review of a change by ${author}`,
  intro:
    "You were asked to look at this change before it goes on the site. Open each page below to see it exactly as it will be, then say what you think.",
  openUntil: (until: string) => `This link opens until ${until}.`,
  changeHeading: "The change",
  pagesHeading: "The pages it changes",
  pagesEvery: "It changes the settings every page shows (such as the menu or the footer), so every page changes.",
  pagesNone: "It changes no page visitors can open.",
  pageAdded: "new page",
  pageRemoved: "page taken away",
  viewPage: (title: string) => `See “${title}” as it will be`,
  commentsHeading: "Comments so far",
  commentsNone: "No comments yet.",
  commentOn: (name: string, at: string, where: string) => `${name}, ${at}, on ${where}`,

  commentHeading: "Comment on a part of a page",
  partLabel: "Which page and part",
  partWholePage: "The whole page",
  partHeader: "The header",
  partFooter: "The footer",
  partBlock: (number: number, kind: string, title: string) =>
    title ? `Block ${number}: ${kind} — ${title}` : `Block ${number}: ${kind}`,
  partOf: (page: string, part: string) => `${page}: ${part}`,
  nameLabel: "Your name",
  commentLabel: "Your comment",
  sendComment: "Send comment",

  answerHeading: "Your answer",
  answerHint: "Approve lets the change be published as it is. Ask for changes sends it back with your note.",
  noteLabel: "A note (optional)",
  approve: "Approve",
  askForChanges: "Ask for changes",
  answerAgain: "You can still change the answer until the change is published.",

  approved: (by: string, at: string, author: string) =>
    `Approved by ${by} at ${at}. Thank you: ${author} can publish it now.`,
  changesAsked: (by: string, at: string, author: string) =>
    `${by} asked for changes at ${at}. Thank you: ${author} will make them and may share the change again.`,
  answerNote: (note: string) => `Their note: “${note}”`,

  missing: {
    part: "Choose the page and the part your comment is about.",
    name: "Write your name, so that the author knows who wrote.",
    text: "Write your comment.",
    answer: "Press Approve or Ask for changes.",
  },
  tooLong: (limit: number) => `Shorten this to at most ${limit} characters.`,
  formProblem: "Not sent: see the message at the field below.",

  bannerText: "Review copy: not published yet",
  bannerBack: "back to the review",
  changedLabel: "Changed",
  pageNotInChange: "This page is not part of the change. Go back to the review and choose a page from its list.",
  pageNotShownTitle: "This page cannot be shown yet",
  pageNotShown:
    "This page cannot be shown right now (the site's renderer is not ready on the server). Try again in a minute; if it goes on, tell the person who sent the link.",
  pageRemovedText: "This change takes the page away: after publishing, visitors will not find it.",
  backToReview: "Back to the review",

  goneTitle: "This review link no longer opens",
  expired: (author: string) => `This review link has expired. Ask ${author} for a new one.`,
  withdrawn: (author: string) =>
    `This review link was withdrawn by ${author}. If you still should review the change, ask them for a new link.`,
  published: "This change has been published: see it on the site.",
  seeSite: "Go to the site",
  notFoundTitle: "No review here",
  notFound:
    "This review link is not one the site made. Check that the whole address was copied from the message you received, or ask the person who sent it.",
  refusedTitle: "Not accepted",
  foreignOrigin: "Refused: comments and answers are accepted only from the review's own page.",
  tooManyTitle: "Too many requests",
  tooMany: (seconds: number) =>
    `Too many requests came from your network in a short time. Wait ${seconds} seconds, then try again.`,
  unreadableTitle: "Not understood",
  unreadable: "What was sent could not be read. Go back to the review and try again.",
  failedTitle: "Something went wrong",
  failed:
    "Something went wrong on the server. Try again in a moment; if it happens again, tell the person who sent the link.",

  /** The record's lines (the admin's audit log), in an admin's words. */
  audit: {
    opened: "review link: opened the first time",
    commented: (name: string) => `review link: comment by ${name}`,
    approved: (name: string) => `review link: approved by ${name}`,
    changesAsked: (name: string) => `review link: changes asked by ${name}`,
  },
};
