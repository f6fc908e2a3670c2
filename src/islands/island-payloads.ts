/**
 * Island props too large to ship in every page's HTML (a search index of every FAQ and article) go in a file of
 * their own, fetched by the island when its code loads: /_islands/<hash>.json, named by its content so browsers
 * may cache it for good. The prerender collects them while it renders a page and writes them (src/build/build-site.ts).
 */
export const islandPayloadFolder = "_islands";

const payloads = new Map<string, string>();

/** Two 32-bit FNV-1a hashes of the text, as 16 hex digits: a stable name for its content. */
function contentHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

/** Keeps a payload for the prerender to write; returns the address it will be served at. */
export function payloadUrl(json: string): string {
  const name = `${contentHash(json)}.json`;
  payloads.set(name, json);
  return `/${islandPayloadFolder}/${name}`;
}

/** The payloads collected so far, by file name; forgets them. */
export function takePayloads(): Map<string, string> {
  const taken = new Map(payloads);
  payloads.clear();
  return taken;
}
