import type { ParsedFile } from "../../validation/json-source.ts";
import { stringsIn } from "../../validation/tokens.ts";
import { placed, type Placed } from "./placed.ts";

/**
 * An address on a domain kept for examples ("example.com", "*.example", RFC 2606) or a profile named as one
 * ("x.com/nerivo_example"): a placeholder nobody replaced, which leads visitors nowhere.
 */
const exampleAddress =
  /\bhttps?:\/\/(?:[a-z0-9-]+\.)*(?:example\.(?:com|org|net)|[a-z0-9-]+\.example)(?:[/:?#]|$)|\bhttps?:\/\/[^\s"]*[._-]example\b/i;

/** A Nigerian mobile number's digits (WhatsApp runs on mobiles): 234, then 70x, 80x, 81x, 90x or 91x. */
const nigerianMobile = /^234(?:70|80|81|90|91)\d{8}$/;

/** Links to example addresses anywhere in site data, each where it is written. */
function exampleLinks(files: Map<string, ParsedFile>): Placed[] {
  const found: Placed[] = [];
  for (const [file, parsed] of files) {
    for (const [pointer, text] of stringsIn(parsed.value)) {
      const match = exampleAddress.exec(text);
      if (!match) continue;
      found.push(placed(file, pointer, "placeholder-address", { address: match[0].replace(/[/:?#]$/, "") }));
    }
  }
  return found;
}

/**
 * The number WhatsApp links open a chat with ({company.whatsappUrl}: site.json's company.whatsapp, else its phone),
 * when it is not a mobile number: WhatsApp does not run on an office line, so "Chat on WhatsApp" would fail.
 */
function whatsappOnALandline(files: Map<string, ParsedFile>): Placed[] {
  const site = files.get("site-data/site.json")?.value as
    | { company?: { phone?: unknown; whatsapp?: unknown } }
    | undefined;
  const company = site?.company;
  if (!company) return [];
  const usesWhatsapp = [...files.values()].some((parsed) =>
    [...stringsIn(parsed.value)].some(([, text]) => text.includes("{company.whatsappUrl}")),
  );
  if (!usesWhatsapp) return [];
  const [field, number] =
    typeof company.whatsapp === "string" ? ["whatsapp", company.whatsapp] : ["phone", company.phone];
  if (typeof number !== "string" || !number.trim().startsWith("+234") || nigerianMobile.test(number.replace(/\D/g, "")))
    return [];
  return [
    placed("site-data/site.json", `/company/${field}`, "whatsapp-on-landline", {
      number,
      field: field as "whatsapp" | "phone",
    }),
  ];
}

/** Links that would lead visitors nowhere: example addresses, WhatsApp on a landline (warnings: the site still builds). */
export function placeholderLinks(files: Map<string, ParsedFile>): Placed[] {
  return [...exampleLinks(files), ...whatsappOnALandline(files)];
}
