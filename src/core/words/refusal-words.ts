/**
 * What the editor's server says when it refuses a request for its size, its number or its shape, in plain words for
 * the person at the editor: the editor shows them as they are (under Save, beside the upload button). Each says what
 * to do; none names a path of the server, a JSON field or a command, which the person can do nothing with. The words
 * of the editor's own page are in src/studio/words.ts; those of /admin's pages in src/server/admin/admin-words.ts.
 */
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export const refusalWords = {
  diskFull:
    "Not saved: the server's disk is full, so nothing was changed. Your changes are kept here; ask whoever runs the server to free some space, then save again.",
  saveInProgress:
    "Not saved: another save is being made at this moment. Your changes are kept here; save again in a moment.",
  notJson: "The editor sent something the server cannot read. Reload the page and try again.",
  notJsonType: "The editor's requests are sent as JSON: reload the page and try again.",
  tooLarge: (limit: number) =>
    `This is more than the server takes at once (${mb(limit)}). Save or discard some of your changes, then try again.`,
  badRequest: (what: string) => `The editor sent ${what}. Reload the page and try again.`,
  notSiteDataFile: (name: string) =>
    `"${name.slice(0, 100)}" is not the name of a page, an item or the site settings: only those can be checked, kept or saved.`,
  notAPicturePlace:
    "Pictures cannot be changed or removed by saving: add one with Upload a picture, and stop using one by choosing another.",
  menusNotYours:
    "Not saved: only an admin can change the navigation and the footer on this site. Ask an admin to link the page, or to let editors change them; your other changes are kept here.",
  approvalNeeded:
    "This change needs an approval before it goes live. Share it for review (the button beside Publish), or ask an admin to publish it. Your changes are kept here.",
  approvalVoid: (who: string) =>
    `The approval ${who} gave was for your change as it was then; you changed it since. Share it for review again. Your changes are kept here.`,
  serverFailed:
    "Something went wrong on the server (it is noted in its log). Try again; if it happens again, tell an admin.",

  draftsTooMany: (limit: number) =>
    `Your unsaved changes are too many to keep: at most ${limit} files at once. Publish or discard some of them first.`,
  draftsTooLarge: (limit: number) =>
    `Your unsaved changes are too large to keep: at most ${mb(limit)} in all. Publish or discard some of them first.`,

  pictureTooLarge: (limit: number) =>
    `The picture is larger than ${mb(limit)}, the most the server takes. Send a smaller copy of it (a phone can share one).`,
  uploadNameMissing: "The picture has no file name. Choose the file again.",
  uploadNameUnreadable:
    "The picture's file name cannot be read. Rename the file (letters, digits and dashes) and try again.",
  uploadNameTooLong: (limit: number) =>
    `The picture's file name is too long (at most ${limit} characters). Rename the file and try again.`,
  uploadsAtOnce: (limit: number) =>
    `You are already sending ${limit} pictures. Wait until they are done, then send this one again.`,
  uploadQuota: (limit: number, days: number) =>
    `Your pictures not yet on the published site take ${mb(limit)} already, the most one person may have waiting. Publish the changes that use them first; pictures that nothing uses are removed ${days} days after their last use.`,
} as const;
