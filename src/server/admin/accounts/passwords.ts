import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { adminWords } from "../../../core/words/admin-words.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { ServerError } from "../../../core/errors/server-errors.ts";

/**
 * scrypt with OWASP's parameters (N = 2^17, r = 8, p = 1: 128 MiB and about a third of a second per guess here), in
 * Node's own crypto: memory-hard, so that a stolen database costs a guesser as much memory as time per try.
 * Stored as "scrypt$N$r$p$salt$hash" (base64), so that stronger parameters later still check older hashes.
 */
export interface PasswordCost {
  N: number;
  r: number;
  p: number;
}
export const owaspCost: PasswordCost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

/**
 * Checks at the same time: each takes 128 MiB, so a burst of sign-ins (an attack, or a crowd) waits its turn instead
 * of taking the server's memory.
 */
const atOnce = 2;
/**
 * Sign-in checks that may wait their turn: beyond them a sign-in is refused at once (PasswordChecksBusy) instead of
 * joining a line that would grow without end (a hundred sign-ins sent at once would keep a real one waiting a
 * minute). Eight behind the two running is at most about 1.5 s of waiting at OWASP's cost.
 */
export const mostWaiting = 8;
let running = 0;
const waiting: (() => void)[] = [];

/** How many checks are running now, and how many wait their turn (the tests watch them). */
export const passwordChecksRunning = () => running;
export const passwordChecksWaiting = () => waiting.length;

/** A sign-in's check refused because `mostWaiting` checks already wait: nothing was checked. */
export class PasswordChecksBusy extends ServerError<"sign-in-busy"> {
  constructor() {
    super("sign-in-busy");
  }
}

/**
 * How a check waits: `bounded` ones (sign-ins) are refused when the line is full; `first` ones (a browser the account
 * signed in from before) go ahead of the others, so that a flood of strangers does not keep the person waiting.
 * Choosing a password from a link is neither: it is rare, and needs a link.
 */
export interface Turn {
  bounded?: boolean;
  first?: boolean;
}

async function inTurn<T>(work: () => Promise<T>, { bounded = false, first = false }: Turn = {}): Promise<T> {
  if (running >= atOnce) {
    if (bounded && !first && waiting.length >= mostWaiting) throw new PasswordChecksBusy();
    await new Promise<void>((resolve) => (first ? waiting.unshift(resolve) : waiting.push(resolve)));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function derive(password: string, salt: Buffer, { N, r, p }: PasswordCost, turn: Turn = {}): Promise<Buffer> {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * 1024 * 1024 };
  return inTurn(
    () =>
      new Promise((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, keyLength, options, (error, key) =>
          error ? reject(error) : resolve(key),
        ),
      ),
    turn,
  );
}

/**
 * A new hash of `password`, at OWASP's cost. Only tests of what surrounds the hash (locks, sessions) ask for less, for
 * the accounts they make: the check reads the cost from the hash it checks.
 */
export async function hashPassword(password: string, cost: PasswordCost = owaspCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, cost);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64"), key.toString("base64")].join("$");
}

/** Whether `password` is the one `stored` was made from. A hash in another format never matches. */
export async function passwordMatches(password: string, stored: string, turn: Turn = {}): Promise<boolean> {
  const [scheme, N, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64");
  const key = await derive(password, Buffer.from(salt, "base64"), { N: Number(N), r: Number(r), p: Number(p) }, turn);
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash of nothing anyone can type, checked when the e-mail is unknown, so that an answer takes as long either way. */
const decoys = new Map<string, Promise<string>>();
export async function spendAsLongAsAPasswordCheck(
  password: string,
  cost: PasswordCost = owaspCost,
  turn: Turn = {},
): Promise<void> {
  const key = `${cost.N}$${cost.r}$${cost.p}`;
  if (!decoys.has(key)) decoys.set(key, hashPassword(randomBytes(32).toString("hex"), cost));
  await passwordMatches(password, await decoys.get(key)!, turn);
}

export const minPasswordLength = 12;
/** Longer than any pass phrase, short enough that hashing it costs nothing extra. */
export const maxPasswordLength = 256;

/** Why a new password will not do, in words, or null when it will. */
export function passwordProblem(password: string, email: string): string | null {
  const length = [...password].length;
  if (length < minPasswordLength) return adminWords.passwordTooShort(minPasswordLength);
  if (length > maxPasswordLength) return adminWords.passwordTooLong(maxPasswordLength);
  const lower = password.toLowerCase();
  if (lower === email.toLowerCase() || lower === email.split("@")[0].toLowerCase()) return adminWords.passwordIsEmail;
  if (isCommonPassword(password)) return adminWords.passwordTooCommon;
  return null;
}
