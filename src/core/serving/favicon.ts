/**
 * The icon browsers, feed readers and bookmark services ask for at /favicon.ico by themselves, whatever a page links:
 * public/favicon.ico, made from public/favicon.svg by scripts/make-favicon-ico.ts. Its registered type, which
 * `npm start` sends (from the file's extension) and the nginx config names, so that nginx answers the same whatever
 * its mime.types says. Like public/'s other files it keeps its name, so it is checked again on every visit (no-cache).
 */
export const faviconFile = "favicon.ico";
export const faviconContentType = "image/vnd.microsoft.icon";
