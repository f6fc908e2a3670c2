/** Text made safe to put in HTML, between tags or in a quoted attribute: the pages the server writes itself use it. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
