/**
 * Marks what only works with the page's script (a carousel's previous/next buttons, a search box). With scripts
 * off, the page's <head> hides it (the prerender writes a <noscript> style), so nothing on screen does nothing.
 */
export const needsScriptAttribute = "data-needs-script";

export const noScriptStyle = `<noscript><style>[${needsScriptAttribute}]{display:none!important}</style></noscript>`;
