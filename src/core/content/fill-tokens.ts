import { tokenPattern } from "../validation/tokens.ts";

export type TokenScopes = Record<string, unknown>;

function lookup(scopes: TokenScopes, token: string): unknown {
  return token
    .split(".")
    .reduce<unknown>(
      (value, key) => (value && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined),
      scopes,
    );
}

/** Replaces {company.name}, {year}, {item.title}... in every string of a value. Validation guarantees the tokens exist. */
export function fillTokens<T>(value: T, scopes: TokenScopes): T {
  if (typeof value === "string") {
    return value.replace(tokenPattern, (whole, token: string) => {
      const found = lookup(scopes, token);
      return typeof found === "string" || typeof found === "number" ? String(found) : whole;
    }) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillTokens(item, scopes)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillTokens(item, scopes)])) as T;
  }
  return value;
}
