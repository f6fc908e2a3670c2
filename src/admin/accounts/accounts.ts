import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../store/database.ts";
import { hashPassword, passwordMatches, passwordProblem, spendAsLongAsAPasswordCheck } from "./passwords.ts";

export type Role = "editor" | "admin";
export const roles: readonly Role[] = ["editor", "admin"];

export interface Account {
  id: number;
  email: string;
  role: Role;
  /** Whether it may read, answer and erase the form submissions (every admin, and the editors given it). */
  readsInbox: boolean;
}

export interface AccountListing extends Account {
  createdAt: number;
  /** "active", "disabled", or "waiting" for a password to be chosen from its link. */
  status: "active" | "disabled" | "waiting";
  lockedUntil: number | null;
}

/** A mistake of whoever runs `npm run users` or follows a link, said in words. */
export class AccountError extends Error {}

const minute = 60_000;
const hour = 60 * minute;
/** How long a link to choose a password works. */
export const setupLinkLifetime = 24 * hour;
/** Wrong passwords in a row that lock an account, and for how long the first time (twice as long each time after). */
export const accountLockAfter = 10;
const firstLock = 15 * minute;
const longestLock = 24 * hour;
/** Wrong passwords from one address within the window that stop it from trying, whichever accounts it tries. */
export const addressLockAfter = 30;
const addressWindow = 15 * minute;

export const emailPattern = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;
/** Tokens (links, sessions) are kept only as their hash: the database alone signs nobody in. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
export const newToken = () => randomBytes(32).toString("base64url");

interface AccountRow {
  id: number;
  email: string;
  role: Role;
  reads_inbox: number;
  password_hash: string | null;
  created_at: number;
  disabled_at: number | null;
  failed_logins: number;
  locked_until: number | null;
}

export type SignInResult =
  | { ok: true; account: Account }
  | { ok: false; reason: "wrong" | "disabled" }
  | { ok: false; reason: "locked" | "address-locked"; until: number };

const accountOf = (row: AccountRow): Account => ({ id: row.id, email: row.email, role: row.role, readsInbox: row.role === "admin" || row.reads_inbox === 1 });

/** The people who may sign in to /admin, their links to choose a password, and the checks of a sign-in. */
export class Accounts {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  private row(email: string): AccountRow | undefined {
    return this.db.prepare("SELECT * FROM accounts WHERE email = ?").get(email.trim()) as AccountRow | undefined;
  }

  private rowById(id: number): AccountRow | undefined {
    return this.db.prepare("SELECT * FROM accounts WHERE id = ?").get(id) as AccountRow | undefined;
  }

  private mustFind(email: string): AccountRow {
    const row = this.row(email);
    if (!row) throw new AccountError(`There is no account for ${email}. \`npm run users -- list\` shows them.`);
    return row;
  }

  /** A one-time link's token for the account (any earlier one stops working). */
  private newSetupLink(accountId: number): string {
    const token = newToken();
    this.db.prepare("DELETE FROM setup_links WHERE account_id = ?").run(accountId);
    this.db.prepare("INSERT INTO setup_links (token_hash, account_id, expires_at) VALUES (?, ?, ?)").run(tokenHash(token), accountId, this.now() + setupLinkLifetime);
    return token;
  }

  /** A new account, without a password until its person chooses one from the link whose token this returns. */
  add(email: string, role: Role): { account: Account; token: string } {
    const address = email.trim();
    if (!emailPattern.test(address)) throw new AccountError(`"${email}" is not an e-mail address.`);
    if (!roles.includes(role)) throw new AccountError(`The role must be editor or admin, not "${role}".`);
    if (this.row(address)) throw new AccountError(`There is already an account for ${address}. To send a new link: npm run users -- reset ${address}`);
    return this.db.transaction(() => {
      const { lastInsertRowid } = this.db.prepare("INSERT INTO accounts (email, role, created_at) VALUES (?, ?, ?)").run(address, role, this.now());
      const account = accountOf(this.rowById(Number(lastInsertRowid))!);
      return { account, token: this.newSetupLink(account.id) };
    })();
  }

  list(): AccountListing[] {
    const rows = this.db.prepare("SELECT * FROM accounts ORDER BY email").all() as AccountRow[];
    return rows.map((row) => ({
      ...accountOf(row),
      createdAt: row.created_at,
      status: row.disabled_at ? "disabled" : row.password_hash ? "active" : "waiting",
      lockedUntil: row.locked_until && row.locked_until > this.now() ? row.locked_until : null,
    }));
  }

  /** Lets an account read, answer and erase the form submissions, or stops it (admins always may). */
  setReadsInbox(email: string, reads: boolean): Account {
    const row = this.mustFind(email);
    this.db.prepare("UPDATE accounts SET reads_inbox = ? WHERE id = ?").run(reads ? 1 : 0, row.id);
    return accountOf(this.rowById(row.id)!);
  }

  /** Nobody signs in with it any more; its sessions end at once. */
  disable(email: string): Account {
    const row = this.mustFind(email);
    this.db.transaction(() => {
      this.db.prepare("UPDATE accounts SET disabled_at = ? WHERE id = ?").run(this.now(), row.id);
      this.db.prepare("DELETE FROM sessions WHERE account_id = ?").run(row.id);
      this.db.prepare("DELETE FROM setup_links WHERE account_id = ?").run(row.id);
    })();
    return accountOf(row);
  }

  /**
   * A forgotten password or a locked account: the password is cleared, every session ends, the lock is lifted and
   * a new link is made. A disabled account is enabled again.
   */
  reset(email: string): { account: Account; token: string } {
    const row = this.mustFind(email);
    return this.db.transaction(() => {
      this.db.prepare("UPDATE accounts SET password_hash = NULL, disabled_at = NULL, failed_logins = 0, locked_until = NULL WHERE id = ?").run(row.id);
      this.db.prepare("DELETE FROM sessions WHERE account_id = ?").run(row.id);
      return { account: accountOf(row), token: this.newSetupLink(row.id) };
    })();
  }

  /** The account a link is for, while it works. */
  accountOfLink(token: string): Account | null {
    const link = this.db.prepare("SELECT account_id, expires_at FROM setup_links WHERE token_hash = ?").get(tokenHash(token)) as { account_id: number; expires_at: number } | undefined;
    if (!link || link.expires_at <= this.now()) return null;
    const row = this.rowById(link.account_id);
    return row && !row.disabled_at ? accountOf(row) : null;
  }

  /** Sets the password chosen from a link, which then stops working. Throws AccountError with what is wrong. */
  async choosePassword(token: string, password: string): Promise<Account> {
    const account = this.accountOfLink(token);
    if (!account) throw new AccountError("link");
    const problem = passwordProblem(password, account.email);
    if (problem) throw new AccountError(problem);
    const hash = await hashPassword(password);
    // The link is checked again: two tabs sending it at once set one password.
    const used = this.db.transaction(() => {
      const { changes } = this.db.prepare("DELETE FROM setup_links WHERE token_hash = ? AND expires_at > ?").run(tokenHash(token), this.now());
      if (changes) this.db.prepare("UPDATE accounts SET password_hash = ?, failed_logins = 0, locked_until = NULL WHERE id = ?").run(hash, account.id);
      return changes > 0;
    })();
    if (!used) throw new AccountError("link");
    return account;
  }

  /**
   * Checks a sign-in. A locked account is refused whatever the password (it is not even checked), so that guessing
   * stops; each lock is twice as long as the one before. An address that has failed too often is refused too.
   */
  async signIn(email: string, password: string, address: string): Promise<SignInResult> {
    const now = this.now();
    const fromAddress = this.db.prepare("SELECT count, first_at FROM address_failures WHERE address = ?").get(address) as { count: number; first_at: number } | undefined;
    if (fromAddress && fromAddress.first_at + addressWindow > now && fromAddress.count >= addressLockAfter) return { ok: false, reason: "address-locked", until: fromAddress.first_at + addressWindow };
    const row = this.row(email);
    if (row?.locked_until && row.locked_until > now) return { ok: false, reason: "locked", until: row.locked_until };
    const matches = row?.password_hash ? await passwordMatches(password, row.password_hash) : (await spendAsLongAsAPasswordCheck(password), false);
    if (matches && row) {
      if (row.disabled_at) return { ok: false, reason: "disabled" };
      this.db.prepare("UPDATE accounts SET failed_logins = 0, locked_until = NULL WHERE id = ?").run(row.id);
      return { ok: true, account: accountOf(row) };
    }
    this.addressFailed(address, now);
    if (!row) return { ok: false, reason: "wrong" };
    const failed = row.failed_logins + 1;
    const locks = Math.floor(failed / accountLockAfter);
    const lockedUntil = failed % accountLockAfter === 0 ? now + Math.min(firstLock * 2 ** (locks - 1), longestLock) : null;
    this.db.prepare("UPDATE accounts SET failed_logins = ?, locked_until = COALESCE(?, locked_until) WHERE id = ?").run(failed, lockedUntil, row.id);
    return lockedUntil ? { ok: false, reason: "locked", until: lockedUntil } : { ok: false, reason: "wrong" };
  }

  private addressFailed(address: string, now: number) {
    this.db
      .prepare(
        `INSERT INTO address_failures (address, count, first_at) VALUES (@address, 1, @now)
         ON CONFLICT(address) DO UPDATE SET
           count = CASE WHEN first_at + @window > @now THEN count + 1 ELSE 1 END,
           first_at = CASE WHEN first_at + @window > @now THEN first_at ELSE @now END`,
      )
      .run({ address, now, window: addressWindow });
  }

  byId(id: number): (Account & { disabled: boolean }) | null {
    const row = this.rowById(id);
    return row ? { ...accountOf(row), disabled: !!row.disabled_at } : null;
  }
}
