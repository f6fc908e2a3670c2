import { escapePointerSegment } from "./json-pointer.ts";

/** `{company.name}`, `{item.title}`, `{year}`: placeholders in site-data text, filled in when pages are built. */
export const tokenPattern = /\{([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*)\}/g;

export function tokensIn(text: string): string[] {
  return [...text.matchAll(tokenPattern)].map((match) => match[1]);
}

/** The company fields a placeholder can name besides those of site.json: figures worked out when the site is built. */
export const derivedCompanyFields = ["yearsInBusiness", "whatsappUrl"] as const;

type CompanyFields = { founded: number; phone: string; whatsapp?: string };

/**
 * What `{company.*}` and `{year}` stand for in a site built in `year`. Figures that age are worked out here rather
 * than typed (years in business), and a link that only reformats a field is made from it (WhatsApp's click-to-chat
 * address takes the WhatsApp number's digits, or the phone's, country code first).
 */
export function siteScopes<C extends CompanyFields>(company: C, year: number) {
  const derived = {
    yearsInBusiness: year - company.founded,
    whatsappUrl: `https://wa.me/${(company.whatsapp ?? company.phone).replace(/\D/g, "")}`,
  } satisfies Record<(typeof derivedCompanyFields)[number], unknown>;
  return { company: { ...company, ...derived }, year };
}

/** Every string in a JSON value with its JSON pointer. */
export function* stringsIn(value: unknown, pointer = ""): Generator<[string, string]> {
  if (typeof value === "string") yield [pointer, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* stringsIn(item, `${pointer}/${i}`);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) yield* stringsIn(item, `${pointer}/${escapePointerSegment(key)}`);
}
