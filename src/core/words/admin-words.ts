/**
 * What the admin's own pages and answers say (sign-in, choosing a password, refusals), in plain words for the
 * people who run the site. The editor's words are in src/studio/words.ts; the site's are in site-data/.
 */
export const adminWords = {
  signInTitle: "Sign in to edit the site",
  email: "E-mail address",
  password: "Password",
  signIn: "Sign in",
  signOut: "Sign out",
  signOutEverywhere: "Sign out on every device",
  signedOut: "You are signed out.",
  signedOutEverywhere: "You are signed out on every device.",
  wrongPassword: "That e-mail address and password do not match. Check both and try again.",
  locked: (until: string) =>
    `Too many wrong passwords for this e-mail address from browsers that have not signed in with it before. Try again after ${until}, or from a browser you have signed in from, or ask an admin to send you a new link (npm run users -- reset).`,
  deviceLocked: (until: string) =>
    `Too many wrong passwords from this browser. Try again after ${until}, or ask an admin to send you a new link (npm run users -- reset).`,
  addressLocked: (until: string) =>
    `Too many wrong passwords from this network. Try again after ${until}, or from a browser you have signed in from before.`,
  tooManySignInsNow: "Too many sign-ins at this moment: try again in a minute.",
  sessionEnded:
    "You were signed out (after 8 hours without activity, or from another device). Sign in again; your drafts are kept.",
  choosePasswordTitle: "Choose your password",
  choosePasswordIntro: (email: string) =>
    `For ${email}. Use at least 12 characters: a few words you will remember make a good one.`,
  newPassword: "New password",
  repeatPassword: "The same password again",
  savePassword: "Save password and sign in",
  passwordsDiffer: "The two passwords are not the same. Type them again.",
  passwordTooShort: (min: number) => `Use at least ${min} characters.`,
  passwordTooLong: (max: number) => `Use at most ${max} characters.`,
  passwordIsEmail: "Do not use your e-mail address as your password.",
  passwordTooCommon:
    "This password is one of the most common ones and would be guessed first. Choose another (a few words together work well).",
  linkInvalid:
    "This link does not work any more: it was used already, or it is more than 24 hours old. Ask an admin for a new one (npm run users -- reset <your e-mail>).",
  accountDisabled: "This account is disabled. Ask an admin if you need it again.",
  foreignOrigin: "Refused: changes are accepted only from the site's own pages.",
  signInFirst: "Sign in first.",
  adminsOnly: "Only an admin can change this.",
  notFound: "There is nothing at this address.",
  notYourInbox: "Only admins, and the people an admin lets read them, see the form submissions.",
  noSuchSubmission: "There is no such submission: it may have been erased.",
  fileGone: "This file is no longer on the server.",
  notAnAddress: "Type one e-mail address, such as ada@example.com.",
  scheduledBy: (email: string) => `Scheduled by ${email}`,
  scheduledAccountGone: "The account that scheduled it is disabled or gone, so it was not published.",
  scheduledConflict:
    "Not published: someone changed these files after it was scheduled. Open them, make the change again and schedule it again.",
  notYourSchedule: "Only the person who scheduled it, or an admin, can cancel it.",
  notWaiting: "It is not waiting any more: it was published, failed or was cancelled.",
  noSuchVersion: "There is no such version in the site's history.",
  byReviewLink: (name: string) => `${name}, by the reviewer's link`,
  aReviewer: "the reviewer",
  waitingForApproval: "Waiting for an approval: it is published at the first minute after one is given.",
  noSuchReview: "There is no such change shared for review: it may have been withdrawn or published.",
  notYourReview: "Only the person who shared it, or an admin, can withdraw it.",
  reviewClosed: "It is no longer open for review: it was withdrawn or published.",
  onlyAdminsAnswer:
    "Only an admin can approve a change here, or ask for changes; others answer with the reviewer's link.",
  notYourOwnApproval:
    "You cannot approve your own change: another admin approves it, or someone you send the reviewer's link to.",
  reviewDays: "Choose how long the link opens: one day or seven days.",
  reviewNoteTooLong: (max: number) => `Say it in at most ${max} characters.`,
  reviewNothingToShare: "There is nothing to share: these changes are already live.",
  reviewAskedMail: (who: string, subject: string) => `${who} asked for a review: ${subject}`,
  reviewAskedMailText: (who: string, subject: string, lines: readonly string[], address: string) =>
    `${who} shared a change for review before it goes live:\n\n${subject}\n${lines.map((line) => `- ${line}`).join("\n")}\n\nLook at it, approve it or ask for changes in Waiting for review:\n${address}\n`,
  reviewAnsweredMail: (who: string, approved: boolean, subject: string) =>
    `${who} ${approved ? "approved" : "asked for changes"}: ${subject}`,
  reviewAnsweredMailText: (who: string, approved: boolean, subject: string, note: string, address: string) =>
    `${who} ${approved ? "approved your change" : "asked for changes to your change"}:\n\n${subject}\n${note ? `\n${who} said: ${note}\n` : ""}\n${approved ? "Publish it now from the editor, while it is exactly as it was reviewed:" : "Open it in the editor, change it and share it for review again:"}\n${address}\n`,
  restoredVersion: (author: string, at: number) =>
    `Restored the version of ${new Date(at).toLocaleString("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "UTC" })} UTC by ${author}`,
} as const;
