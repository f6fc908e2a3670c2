/**
 * The warnings of site data (and the problems an editor's text can have) as the editor shows them to the people of
 * /admin: what is wrong and what to do, at the field, in plain words. The validator's own words (src/core/validation/errors.ts) are for the command line and name
 * files, fields and codes, which a marketing manager can do nothing with; these never do. Each goes with the button
 * that fixes it (src/studio/ui/files/warning-actions.ts).
 */
type Params = Record<string, unknown>;
const n = (value: unknown) => Number(value);
const s = (value: unknown) => String(value);
const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
/** A Markdown heading's level as the editor's help names it (## heading): by its number of #. */
const headingLevel = (depth: number) =>
  depth <= 1
    ? "a title (#)"
    : depth === 2
      ? "a main heading (##)"
      : `a ${"sub-".repeat(depth - 2)}heading (${"#".repeat(depth)})`;
const levelName = (depth: number) => headingLevel(depth).replace(/ \(.*\)$/, "");
/** A heading's words without its #s and Markdown marks, shortened to find it by in the text. */
const headingWords = (heading: unknown) => {
  const text = s(heading)
    .replace(/^#+\s*/, "")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`~]+/g, "")
    .trim();
  return text.length <= 40 ? text : `${text.slice(0, 40).replace(/\s+\S*$/, "")}…`;
};
/** A weight as a phone's data plan counts it. */
const weight = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} kB`;

export const warningWords = {
  "share-image-too-small": (p: Params) =>
    `This picture is ${n(p.width)} × ${n(p.height)} pixels; social networks show it at ${n(p.neededWidth)} × ${n(p.neededHeight)}, so it will look blurry there. Choose a picture at least that large.`,
  "logo-too-small": (p: Params) =>
    `This logo is ${n(p.width)} pixels wide, too small to look sharp on phones and most laptops. Choose a drawing (SVG) or a picture at least ${n(p.needed)} pixels wide.`,
  "photo-too-small": (p: Params) =>
    `This photo is ${n(p.width)} pixels wide; its place on the page needs ${n(p.needed)} to look sharp on phones and laptops. Choose a larger photo: one from a phone or a camera is large enough.`,
  "heavy-image": (p: Params) => `This picture's file is very heavy (${(n(p.bytes) / 1024 / 1024).toFixed(1)} MB).`,
  "orphan-page": (p: Params) =>
    p.detail
      ? "No list or link on the site leads to these pages yet, so visitors cannot find them: show their items in a list on another page."
      : "No page, the navigation or the footer links to this page yet, so visitors cannot find it.",
  "title-too-long": (p: Params) =>
    `The title is ${n(p.length)} characters with the site's name; search results show about ${n(p.limit)}. Shorten it, or put the words that matter first.`,
  "description-length": (p: Params) =>
    `The description is ${n(p.length)} characters; search results show ${n(p.min)} to ${n(p.max)}. Write one or two sentences of that length: search engines cut longer ones off and may replace shorter ones.`,
  "expired-opening": (p: Params) =>
    `The last day to apply for "${s(p.title)}" has passed: job search sites have dropped it, but its page still takes applications. If the role is still open, move the last day on; if it is filled, delete the opening.`,
  "calls-to-action-in-a-row": (p: Params) =>
    `Blocks ${n(p.first)} and ${n(p.second)} are two calls to action in a row: a visitor is asked the same thing twice. Delete one, or merge their words into one block.`,
  "untabbed-item": (p: Params) =>
    `The grid on ${s(p.pathname)} has no "${titleCase(s(p.value))}" tab, so visitors find this item only under "${s(p.allLabel)}" there. Add the tab, or choose one that has a tab.`,
  "lonely-last-image": (p: Params) =>
    `The gallery's last row holds one picture alone (${n(p.count)} pictures, ${n(p.columns)} to a row). Add ${n(p.columns) - 1} more, take one away, or change the number of columns.`,
  "empty-selection": (p: Params) =>
    `This block shows no item${n(p.count) === 1 ? ` on ${s(p.first)}` : " on any of its pages"}, so it is left out of the page. Check which items it shows and how many.`,
  "placeholder-address": (p: Params) =>
    `"${s(p.address)}" is an example address, not a real one: visitors who follow it find nothing. Put the real address here, or leave the field empty where it may be.`,
  "whatsapp-on-landline": (p: Params) =>
    `The site's WhatsApp links open a chat with ${s(p.number)}, which is not a mobile number. Add the company's WhatsApp mobile number.`,
  "drawing-called-photo": () =>
    `This text calls a drawing a photo. Say what it is ("Illustration of ..."), or choose a real photograph.`,
  "external-link-broken": (p: Params) =>
    `This link leads to a page outside the site that answers ${n(p.status) === 404 || n(p.status) === 410 ? '"not found"' : "with an error"} (${n(p.status)}): visitors who follow it find nothing. Open it to see, then correct the address, link to the page that replaced it, or remove the link.`,
  "alt-text-missing": (p: Params) =>
    `This picture has no description${p.why === "blank" ? "" : ` ("${s(p.alt)}" ${p.why === "file-name" ? "is its file's name" : "could be any picture"})`}: people who cannot see it hear nothing useful. Write the alt text: say in a short sentence what it shows, or tick Decorative if it adds nothing.`,
  // Not warnings but problems of the text, which the editor refuses to publish: in the same plain words, at the field.
  "markdown-level-one-heading": (p: Params) =>
    `The heading “${headingWords(p.heading)}” is written as ${headingLevel(1)}, but the page has its title already, and only one: make it ${headingLevel(2)}, so screen readers can follow the page's outline.`,
  "markdown-skipped-heading-level": (p: Params) => {
    const depth = s(p.heading).match(/^#+/)?.[0].length ?? 2;
    const previous = n(p.previousDepth);
    const said = `The heading “${headingWords(p.text)}”`;
    const fix = `make it ${headingLevel(previous + 1)}, so screen readers can follow the page's outline.`;
    return previous <= 1
      ? `${said} comes before any main heading, yet is ${headingLevel(depth)}: ${fix}`
      : `${said} jumps from ${levelName(previous)} to ${levelName(depth)}: ${fix}`;
  },
  "page-too-heavy": (p: Params) =>
    `Use smaller pictures, or fewer: the pictures of ${s(p.pathname)} weigh about ${weight(n(p.bytes))} on a phone, and the site's budget is ${n(p.budgetKb)} kB. This picture is the heaviest (${weight(n(p.heaviestBytes))}): choose one with fewer pixels, or a photo saved as JPEG.`,
} as const satisfies Record<string, (p: Params) => string>;

/** The buttons of the warnings' fixes. */
export const warningActionWords = {
  /** The way to the field, named for what to do there where "Go to the field" says less. */
  goToFieldFor: {
    "alt-text-missing": "Write the alt text",
    "markdown-level-one-heading": "Change the heading",
    "markdown-skipped-heading-level": "Change the heading",
    "page-too-heavy": "Choose a smaller picture",
  } as Partial<Record<string, string>>,
  addTab: (value: string, pathname: string) => `Add a "${titleCase(value)}" tab to ${pathname}`,
  linkFromNavigation: "Link this page from the navigation",
  linkFromFooter: (column: string) => `Link this page from the footer's "${column}"`,
  linkedFrom: "Linked: publish to put the link on the site.",
  adminLinks:
    "Only an admin can change the navigation and the footer on this site: you can publish the page now, and ask an admin to link it from there.",
  linkFrom: "Link this page from",
  blocksPublishing: "The site's settings say this must be fixed before publishing.",
};
