import type { ItemWords } from "../core/content/collection-words.ts";

/**
 * Every word of the editor's own interface, in one place. The editor is a tool for the people who run the site, not
 * the site: its words are not site data (the site's own words are, in site-data/).
 */
export const words = {
  appTitle: "Site editor",
  loading: "Loading the site data…",
  loadFailed: "The editor could not read the site data. Is npm run edit still running?",
  /** /admin's: what its people can do about it. */
  loadFailedOnSite: "The editor could not load the site. Check your connection, then reload this page.",
  skipToEditor: "Skip to the editor",
  signOut: "Sign out",
  role: { editor: "Editor", admin: "Admin" },

  browserLabel: "Site data",
  search: "Search pages and items",
  searchHint: "Any word of a title or of the text",
  pages: "Pages",
  site: "Site settings",
  siteFile: "Company, navigation, footer, labels",
  /** What the + beside a collection makes, by what its schema calls an item: "New post", not "New in Posts". */
  newItem: (item: ItemWords | undefined, label: string) => item?.new ?? `New in ${label}`,
  /** A page with one address per item ("{item.title}"), by what it is. */
  itemPages: (collection: string, item: ItemWords | undefined) =>
    item ? `${item.one} (one page per ${item.short})` : `One page per item of ${collection}`,
  newPage: "New page",
  visitorsRead: (text: string) => `Visitors read: ${text}`,
  insertDetail: "Insert a detail",
  companyDetail: (key: string) => `The company's ${key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()}`,
  thisYear: "This year",
  namedDetail: (name: string) => {
    const spoken = name
      .replace(/\./g, " ")
      .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
      .toLowerCase();
    return `The ${spoken}`;
  },
  itemDetail: (key: string, item?: string) =>
    `The ${item ?? "item"}'s ${key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase()}`,
  /** A placeholder filled in only on the page, said by name: "{item.title}" is "[the post's title]". */
  tokenName: (token: string, item?: string) => {
    const [scope, ...rest] = token.split(".");
    const spoken = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
    if (scope === "item" && rest.length) return `[the ${item ?? "item"}'s ${spoken(rest.join(" "))}]`;
    return `[the ${spoken([scope, ...rest].join(" "))}]`;
  },
  nothingFound: "Nothing matches that search.",
  showAll: (count: number, group: string) => `Show all ${count.toLocaleString("en")} in ${group}`,
  unsavedMark: "unsaved",
  problemCount: (count: number) => `${count} problem${count === 1 ? "" : "s"}`,
  warningCount: (count: number) => `${count} warning${count === 1 ? "" : "s"}`,

  undo: "Undo",
  redo: "Redo",
  /** A step undone or redone on a file other than the one on screen, which the editor went to first. */
  undoneOn: (title: string, what: string) => `Undone on ${title}${what ? `: ${what}` : ""}`,
  redoneOn: (title: string, what: string) => `Redone on ${title}${what ? `: ${what}` : ""}`,
  movedBack: (item: string) => `${item} moved back`,
  movedAgain: (item: string) => `${item} moved again`,
  /** Someone else's change to a field of the person's last publish (save, under npm run edit). */
  replacedTitle: "Your change was replaced",
  replacedField: (who: string, did: string, place: string, when: string, theirs: string | null) =>
    `${who} ${did} ${place}${when}${theirs === null ? "" : `: ${theirs}`} — your version was replaced.`,
  replacedDid: { onSite: "published a change to", local: "changed" },
  replacedDeleted: (who: string, title: string, when: string) =>
    `${who} deleted ${title}${when} — your changes to it are gone.`,
  openField: "Open the field",
  dismiss: "Dismiss",
  /** The status once part of what the person published was changed by someone else: it is not all live as they left it. */
  publishedReplaced: (subject: string, who: string, when: string) =>
    `Your last publish (${subject}) was changed since by ${who}${when}: see the notice.`,
  save: "Save",
  saving: "Saving…",
  saveBlocked: (count: number) => `Fix ${count === 1 ? "the problem" : `the ${count} problems`} before saving`,
  nothingToSave: "No unsaved changes",
  saved: "Saved",
  saveFailed: (message: string) => `Not saved: ${message}`,
  publish: "Publish",
  publishing: "Publishing…",
  publishBlocked: (count: number) => `Fix ${count === 1 ? "the problem" : `the ${count} problems`} before publishing`,
  published: (subject: string, ms: number) => `Published, live in ${(ms / 1000).toFixed(1)} s: ${subject}`,
  schedule: "Schedule",
  scheduleAt: "Publish at",
  scheduleHelp:
    "Your changes leave the editor and are published at that minute, checked again then. They are listed under History until then, where you can cancel them.",
  scheduleConfirm: "Schedule the publish",
  scheduleNoTime: "Choose a date and a time.",
  scheduleFailed: "It could not be scheduled. Try again.",
  scheduled: (when: string, subject: string) => `Scheduled for ${when}: ${subject}`,
  scheduledForReview: (when: string, subject: string) =>
    `Scheduled for ${when}: ${subject}. It needs an approval first, so it was shared for review (see Reviews): it is published at the first minute after it is approved.`,
  scheduledTitle: "Scheduled",
  scheduledFor: (when: string, who: string, state: string) => `For ${when}, by ${who}: ${state}`,
  scheduledState: { waiting: "waiting", published: "published", failed: "not published", cancelled: "cancelled" },
  cancelScheduled: "Cancel",
  history: "History",
  historyTitle: "History",
  historyHelp:
    "Every publish of the site, newest first: who published it, when, and what changed. Restoring a version publishes the files it changed as they were then; later changes to other files stay.",
  noHistory: "The project is not a git repository, so publishes are not kept as history.",
  publishedBy: (who: string, when: string) => `Published by ${who}, ${when}`,
  restoreVersion: "Restore this version",
  showVersion: "Show this version",
  hideVersion: "Hide this version",
  versionPreview: (pathname: string) => `${pathname} as this publish left it`,
  versionNoPage: "This publish changed nothing that has a page of its own to show.",
  restoreQuestion: "Publish these files as they were then?",
  restoreYes: "Yes, restore and publish",
  restored: (when: string) => `The version of ${when} is restored and live.`,
  nothingToRestore: "The files of that version are already as it left them: nothing to restore.",
  restoreFailed: "The version could not be restored. Try again.",
  saveUnreachable: "Not saved: the editor is not answering. Your changes are kept in this browser.",
  changes: (count: number) => `Unsaved changes (${count})`,
  changesTitle: "Unsaved changes",
  noChanges: "There are no unsaved changes.",
  /** The pages the unsaved changes reach (src/studio/ui/reach/), said before Publish. */
  reach: {
    title: "Where your changes show",
    working: "Finding the pages your changes reach…",
    waits: "Once every problem is fixed, this says which pages your changes reach.",
    failed: "The pages your changes reach could not be worked out. Your changes are safe; try again in a moment.",
    none: "Your changes change no page of the site as visitors see it.",
    pages: (count: number) =>
      count === 1 ? "This change reaches 1 page" : `This change reaches ${count.toLocaleString("en")} pages`,
    every: (count: number) =>
      `This change reaches every page of the site (${count.toLocaleString("en")}): the menu, the footer and the company's details are on each.`,
    listLabel: "The pages your changes reach",
    showAll: (count: number) => `Show all ${count.toLocaleString("en")} pages`,
    added: "new page",
    removed: "page taken away",
    compare: "Before and after",
    hideCompare: "Hide before and after",
    before: "Before: as visitors see it now",
    after: "After: with your changes",
    changedNote: "What your changes alter is outlined and marked Changed.",
    changed: "Changed",
    frameTitle: (side: string, title: string) => `${title} — ${side}`,
  },
  /** Review before publish: a link for a reviewer, the answers, and what an approval lets through. */
  review: {
    nav: "Reviews",
    navWaiting: (count: number) => `Reviews (${count})`,
    title: "Review",
    intro:
      "Someone can check these changes before they go live: share them, and send the link to a colleague. They need no account: the link shows the pages as they will be, with what changed marked, and they approve them or ask for changes.",
    needed: "Your changes need an approval before they are published: share them for review.",
    share: "Share for review",
    shareTitle: "Share these changes for review",
    what: "What to share",
    everything: (count: number) => (count === 1 ? "Your change" : `All your changes (${count})`),
    oneFile: (title: string) => `Only ${title}`,
    howLong: "The link opens for",
    aDay: "A day",
    aWeek: "A week",
    make: "Make the link",
    making: "Making the link…",
    made: "The link is ready. Send it to whoever checks your changes: anyone who has it can see them until it ends.",
    copy: "Copy the link",
    copied: "Copied",
    linkLabel: "The reviewer's link",
    failed: "The link could not be made just now. Your changes are safe; try again in a moment.",
    mine: "Your changes shared for review",
    none: "Nothing shared for review yet.",
    waitingTitle: "Waiting for review",
    waitingIntro: "Changes people have shared for review, oldest first. Open one to see its pages as they will be.",
    noneWaiting: "Nothing is waiting for review.",
    by: (who: string, when: string) => `Shared by ${who}, ${when}`,
    until: (when: string) => `The link opens until ${when}.`,
    opened: (when: string) => `The reviewer opened it ${when}.`,
    notOpened: "The reviewer has not opened it yet.",
    state: {
      waiting: "Waiting for an answer",
      approved: (who: string, when: string) => `Approved by ${who}, ${when}`,
      "changes-asked": (who: string, when: string) => `${who} asked for changes, ${when}`,
    },
    holds: "The approval holds: you can publish these changes.",
    voided: (who: string) =>
      `The approval ${who} gave no longer holds: you changed these since. Share them for review again.`,
    note: (text: string) => `“${text}”`,
    comments: (count: number) => (count === 1 ? "1 comment" : `${count} comments`),
    comment: (name: string, page: string, part: string) => `${name} on ${page}, ${part}`,
    openReview: "Open the review page",
    withdraw: "Withdraw the link",
    withdrawQuestion: "Withdraw this link? Whoever has it can no longer open it, and its approval no longer counts.",
    withdrawYes: "Withdraw",
    approve: "Approve",
    askChanges: "Ask for changes",
    answerNote: "What to say with it (optional)",
    answered: "Answered.",
    answerFailed: "The answer could not be sent just now; try again in a moment.",
    approvedBefore: (who: string) => `Approved before publishing by ${who}`,
    waitingAnswer: "Shared for review: waiting for an answer before it can be published.",
    refreshFailed: "The reviews could not be read just now; this tries again in a moment.",
  },
  publishChecksTitle: "Before you publish",
  publishChecksBusy: "Checking the pictures and the links of these changes…",
  publishChecksNone: "Checked: the pictures have descriptions and the links to other sites answer.",
  publishChecksBlocking: (count: number) =>
    `${count} to fix first: the site's settings do not let these be published as they are.`,
  publishChecksFailed: "The checks could not be made just now; you can still publish.",
  deletedFile: "to be deleted",
  showTextChanges: "Show the text changes",
  /** What changed in a file, field by field (src/studio/state/field-changes.ts). */
  changed: (place: string, before: string, after: string) => `${place}: ${before} → ${after}`,
  filled: (place: string, after: string) => `${place}: added ${after}`,
  emptied: (place: string, before: string) => `${place}: emptied (was ${before})`,
  itemAdded: (place: string) => `${place} added`,
  itemRemoved: (place: string) => `${place} removed`,
  /** A list's entry named by what it says: "Block 2: Feature grid › Features 3 “Fast support”". */
  namedItem: (place: string, name: string) => `${place} “${name}”`,
  blocksReordered: (place: string) => (place ? `${place}: blocks reordered` : "Blocks reordered"),
  listReordered: (place: string) => `${place} reordered`,
  pictureChanged: (place: string, before: string, after: string) => `${place}: picture ${before} → ${after}`,
  pictureAdded: (place: string, after: string) => `${place}: picture ${after} added`,
  pictureRemoved: (place: string, before: string) => `${place}: picture ${before} removed`,
  pictureNamed: (alt: string, file: string) => (alt ? `“${alt}”` : file),
  newFileNamed: (kind: string, title: string) => `New ${kind} “${title}”`,
  deletedFileNamed: (kind: string, title: string) => `Deleted ${kind} “${title}”`,
  pageKind: "page",
  siteKind: "site settings",
  /** A field's value in a list of changes: the parts of something with several fields, each named. */
  partText: (label: string, text: string) => `${label} ${text}`,
  /** A field of something that is named by its parent's place: "Image › Alt text". */
  partPlace: (place: string, label: string | undefined) => (label ? `${place} › ${label}` : place),
  changesLoading: "Reading what changed…",
  olderPublishes: "Show older publishes",
  versionPages: "The pages this publish changed",
  revert: "Discard these changes",
  revertQuestion: "Discard your changes to this file?",
  revertYes: "Yes, discard them",
  moreActions: "More actions",
  seePreview: "See the preview",

  /** `npm run edit`: the developer started the server, and can start it again. */
  serverGoneTitle: "The editor has stopped answering",
  serverGone:
    "Is npm run edit still running? Your changes are kept in this browser, and nothing is lost: once the editor answers again (start it with npm run edit if it stopped), go on and save them.",
  /** /admin: the people who use it cannot start the server; it is enough that the editor keeps trying by itself. */
  connectionLostTitle: "The connection to the site was lost",
  connectionLost:
    "The editor will reconnect by itself as soon as it can, and keeps trying. Nothing you typed is lost: keep working if you like. Publish and Schedule wait until the connection is back.",
  waitingForConnection: "Waiting for the connection to come back",

  draftsTitle: "Unsaved changes from earlier",
  draftsFound: (when: string, count: number) =>
    `You have unsaved changes from ${when} to ${count === 1 ? "1 file" : `${count} files`}:`,
  draftsUnreadableTitle: "Some unsaved changes kept on the server cannot be read",
  draftsHelp: "Restore them to go on where you left off, or discard them to start from the files as they are now.",
  draftChangedSince:
    "changed by someone else since: their changes are added to your draft, and you are asked only about a field you both changed",
  restoreDrafts: "Restore",
  discardDrafts: "Discard",
  justNow: "just now",
  minutesAgo: (minutes: number) => `${minutes} minute${minutes === 1 ? "" : "s"} ago`,
  todayAt: (clock: string) => `today at ${clock}`,
  yesterdayAt: (clock: string) => `yesterday at ${clock}`,
  dateAt: (date: string, clock: string) => `${date} at ${clock}`,

  welcomeTitle: "Edit the site",
  welcome:
    "Choose a page or an item on the left, or create a new one. Every change is checked as you type, with the same checks as npm run validate; Save writes your changes to site-data once nothing is wrong.",
  /** /admin's: Publish, not Save, and nothing of files or commands. */
  welcomeOnSite:
    "Choose a page or an item on the left, or make a new one with the + beside its kind. Every change is checked as you type; Publish puts your changes on the site once nothing is wrong, and History keeps every earlier version.",
  fileGone: "This page or item is not there any more: someone may have deleted it. Choose another on the left.",

  fileProblems: "Problems in this file",
  fileWarnings: "Worth a look",
  otherFilesProblems: (count: number) => `${count} problem${count === 1 ? "" : "s"} in other files`,
  hint: "Hint",
  goToField: "Go to the field",
  warningBadge: "warning",

  duplicate: "Duplicate",
  delete: "Delete",
  deleteTitle: "Delete this file?",
  deleteConfirm: (file: string) => `${file} will be deleted when you save.`,
  deleteRefused: "This cannot be deleted while other parts of the site use it:",
  pagesAndItems: "Pages and items",
  notYours:
    "Only an admin can change the site settings and the forms. Ask one of the site's admins if something here needs to change.",
  advanced: (labels: string[]) => `Advanced: ${labels.join(", ")}`,
  wholeFile: "The whole page or item",
  deleteRefusedHint: "Change or remove those first, then delete it.",
  cancel: "Cancel",
  close: "Close",
  confirmDelete: "Delete",
  newName: "Title",
  newNameHint: "What it is called; the address below is made from it as you type.",
  newAddress: "Address",
  newAddressHint: (address: string) => `It will be at ${address}. Lowercase letters, digits and dashes.`,
  newShortName: "Short name",
  newIdHint: "How other pages name it in links: lowercase letters, digits and dashes, e.g. new-office-opening",
  idTaken: "That id is already used",
  idPattern: "Use lowercase letters, digits and dashes, starting with a letter",
  create: "Create",
  copySuffix: "copy",

  addressLabel: "Address on the site",
  addressOfEach: (folder: string) => `Each one's page: ${folder}/ and its own address`,
  changeAddress: "Change address",
  changeAddressTitle: "Change the address",
  changeAddressField: "New address",
  changeAddressItemHint: (folder: string) =>
    `After ${folder}/: lowercase letters, digits and dashes, e.g. lagos-fintech-week-2026-recap.`,
  changeAddressPageHint: "Starts with /: lowercase letters, digits and dashes, e.g. /about-us.",
  changeAddressFolderHint: "Where each one's page will be: starts with /, e.g. /insights.",
  changeAddressWillBe: (address: string) => `It will be at ${address}.`,
  changeAddressKeeps: (old: string) =>
    `Anyone who follows an old link or bookmark to ${old} is sent on to the new address, for good.`,
  changeAddressFollows: (count: number) =>
    count === 0
      ? "Nothing on the site links to it yet."
      : `${count} ${count === 1 ? "place that links here changes" : "places that link here change"} with it.`,
  changeAddressLeft: (count: number) =>
    `${count} ${count === 1 ? "link" : "links"} in parts of the site only an admin changes (such as the navigation) will go through the old address until an admin updates ${count === 1 ? "it" : "them"}; ${count === 1 ? "it keeps" : "they keep"} working meanwhile.`,
  changeAddressConfirm: "Change address",
  changeAddressDone: (address: string) => `The address is now ${address}. Publish to make it live.`,
  addressRefusal: {
    empty: "Type the new address.",
    shape: "Use lowercase letters, digits and dashes (no spaces or capitals), starting with a letter.",
    pageShape: "Start with / and use lowercase letters, digits and dashes, e.g. /about-us.",
    same: "That is the address it has now.",
    taken: (title: string) => `"${title}" has that address already. Choose another.`,
    page: (title: string) => `That is the address of the page "${title}". Choose another.`,
    itemUses: (places: string) =>
      `Only an admin can change its address: ${places} ${places.includes(",") ? "name" : "names"} it, and only an admin can change ${places.includes(",") ? "those" : "that"}.`,
  },
  linkedFrom: (count: number) =>
    count === 0 ? "Nothing links here yet" : `${count} ${count === 1 ? "place links" : "places link"} here`,
  formerAddresses: (addresses: string[]) => `Old addresses that lead here: ${addresses.join(", ")}`,

  pageFields: "Page",
  fileFields: "Fields",
  sections: "Sections",
  sectionsHelp: "The page's blocks, top to bottom. Drag them by the handle, or use the arrows.",
  addBlock: "Add a block",
  moveUp: "Move up",
  moveDown: "Move down",
  dragHandle: (what: string) => `Drag ${what} to another place (space to lift, arrows to move, space to drop)`,
  remove: "Remove",
  edit: "Edit",
  block: (index: number, title: string) => `Block ${index + 1}: ${title}`,
  noBlockSelected: "Choose a block above to edit it, or add one.",
  paletteTitle: "Add a block",
  paletteSearch: "Search block types",
  paletteAdd: (title: string) => `Add ${title}`,
  paletteExample: "Example",
  unknownBlockType: (type: string) =>
    `Unknown block type "${type}": change it below, written out in full, or change its type.`,

  required: "required",
  addField: (label: string) => `Add ${label.toLowerCase()}`,
  removeField: (label: string) => `Remove ${label.toLowerCase()}`,
  addItem: "Add",
  itemLabel: (label: string, index: number) => `${label} ${index + 1}`,
  booleanDefault: "Default",
  yes: "Yes",
  no: "No",
  noneChosen: "None",
  asJson: "written out in full",
  asJsonHelp: "This value has no form of its own: change the words between quotes, and keep the marks around them.",
  invalidJson: "A mark is missing or extra (a quote, a comma or a bracket): put it back as it was",
  markdownWrite: "Write",
  markdownPreview: "Preview",
  markdownHelp: "Markdown: ## heading, **bold**, *italic*, [words](/a-page), lists with - ",
  markdownEmpty: "Nothing to preview yet.",
  /** A date field: what it takes, what it understood, and what to type when it understood nothing. */
  dateParts: { dmy: "day, month and year", mdy: "month, day and year" },
  dateHelp: (parts: string, example: string) => `Type the ${parts}, e.g. ${example} or 30 Sep 2026.`,
  dateNotUnderstood: (typed: string, parts: string, example: string) =>
    `“${typed}” is not a date yet: type the ${parts}, e.g. ${example}.`,
  dateNoSuchDay: (day: number, month: string, year: number, days: number) =>
    `There is no ${day} ${month} ${year}: ${month} ${year} has ${days} days.`,
  dateNoSuchMonth: (parts: string, example: string) => `A year has 12 months: type the ${parts}, e.g. ${example}.`,
  dateFullYear: (example: string) => `Type the year in full, e.g. ${example}.`,
  dateEmpty: (parts: string, example: string) => `This date is needed: type the ${parts}, e.g. ${example}.`,
  linkHelp: "A page of this site (pick one, with its #section), or a full address such as https://…, mailto:… or tel:…",
  iconPicker: "Choose an icon",
  imageChoose: "Choose a picture",
  imageChange: "Change picture",
  imagePickerTitle: "Pictures",
  imageFilter: "Search pictures",
  imageUpload: "Upload a picture",
  imageUploadHelp: (mb: number) =>
    `A photo from your phone or computer: JPEG, PNG, WebP or AVIF, up to ${mb} MB. Large photos are made smaller for the web, and the place a photo was taken is removed.`,
  imageUploadFailed: (message: string) => `Upload refused: ${message}`,
  /** How much of a picture has gone to the server: "2.1 MB of 4.9 MB sent". */
  imageUploadProgress: (sent: number, total: number) => {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
    return `${mb(sent)} of ${mb(total)} sent`;
  },
  imageUploadProgressLabel: "How much of the picture has been sent",
  imageUploadCancel: "Cancel upload",
  imageSize: (width: number, height: number) => `${width} × ${height} px`,
  altText: "Alt text",
  decorative: "Decorative",
  referenceSearch: "Search by title",

  previewTitle: "Preview",
  previewFrame: (path: string) => `Preview of ${path}`,
  previewWidths: "Preview width",
  phone: "Phone",
  tablet: "Tablet",
  desktop: "Desktop",
  previewProblem: "The preview waits until the data can be read",
  previewBlockFailed: "This block cannot be shown until its problems are fixed.",

  mergeTitle: "Changed by someone else too",
  someoneElse: "Someone else",
  /** A value in a sentence: text in quotes, a number or yes/no as it is, a removed field as such. */
  quoted: (text: string) => `“${text}”`,
  removedValue: "nothing (they removed it)",
  emptyValue: "nothing",
  mergeField: (who: string, place: string, theirs: string, when: string, mine: string) =>
    `${who} changed ${place} to ${theirs}${when}; your draft says ${mine}.`,
  mergeDeleted: (who: string, title: string, when: string) => `${who} deleted ${title}${when}; your draft changes it.`,
  mergeDeleting: (who: string, title: string, when: string) => `${who} changed ${title}${when}; your draft deletes it.`,
  mergeUnreadable: (who: string, title: string, when: string) =>
    `${who} changed ${title}${when} by hand, and it cannot be read as it is; your draft changes it.`,
  atClock: (clock: string) => ` at ${clock}`,
  onDay: (when: string) => ` (${when})`,
  mergeHelp: "Everything else you both changed is in your draft already. Nothing goes live until you publish.",
  mergeHelpLocal: "Everything else you both changed is in your draft already. Nothing is saved until you save.",
  useTheirs: "Use their version",
  keepMine: "Keep mine",
  letItGo: "Let it go",
  keepWithMine: "Keep it, with my changes",
  keepTheirs: "Keep their version",
  deleteAnyway: "Delete it",
  mergeCount: (left: number) => (left > 1 ? `${left} questions` : "1 question"),
  inbox: "Inbox",
  inboxTitle: "Form submissions",
  inboxHelp:
    "What visitors sent with the site's forms, newest first. What they typed is shown as they typed it; files download to your computer.",
  inboxFolders: { submissions: "Inbox", spam: "Spam" },
  inboxAllForms: "All forms",
  inboxForm: "Form",
  inboxSearch: "Search what visitors typed",
  inboxSearchButton: "Search",
  inboxNothing: "Nothing here yet.",
  inboxNothingFound: "Nothing matches that search.",
  inboxMore: "Show older submissions",
  inboxCsv: "Download as a spreadsheet (CSV)",
  inboxReceived: (when: string, form: string) => `${when} · ${form} form`,
  inboxHandled: "Handled",
  inboxMarkHandled: "Mark as handled",
  inboxMarkNotHandled: "Mark as not handled",
  inboxReply: "Reply by e-mail",
  inboxReplySubject: (form: string) => `Your message to us (${form} form)`,
  inboxSpam: "Move to spam",
  inboxNotSpam: "Not spam",
  inboxErase: "Erase",
  inboxEraseQuestion: "Erase this submission and its files for good?",
  inboxEraseYes: "Yes, erase it",
  inboxKeep: "Keep it",
  inboxFile: (name: string) => `Download ${name}`,
  inboxMailFailed: (reason: string) =>
    `Not e-mailed: the mail server refused it (${reason}). Nobody was told of it by e-mail.`,
  inboxFailed: "That did not work. Try again.",
  inboxEraseAddressTitle: "Erase everything from one person",
  inboxEraseAddressHelp:
    "When someone asks for their data to be erased (Nigeria Data Protection Act), type the e-mail address they used: every submission sent from it, spam included, and its files are erased. The record keeps that it was done, by you and when, but not the address.",
  inboxEraseAddressLabel: "Their e-mail address",
  inboxEraseAddressButton: "Erase everything from this address",
  inboxEraseAddressQuestion: (address: string) => `Erase everything sent from ${address}, for good?`,
  inboxErasedFromAddress: (count: number, address: string) =>
    count
      ? `Erased ${count} submission${count === 1 ? "" : "s"} sent from ${address}.`
      : `Nothing was sent from ${address}.`,
};
