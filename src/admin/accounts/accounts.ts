import { createHash, randomBytes } from "node:crypto";
import type { Sql } from "../store/database.ts";
import {
  hashPassword,
  owaspCost,
  passwordMatches,
  passwordProblem,
  spendAsLongAsAPasswordCheck,
  type PasswordCost,
} from "./passwords.ts";

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

const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  role: row.role,
  readsInbox: row.role === "admin" || row.reads_inbox === 1,
});

/** The people who may sign in to /admin, their links to choose a password, and the checks of a sign-in. */
export class Accounts {
  /**
   * `passwordCost`: scrypt's cost for the passwords chosen here, OWASP's unless a test of locks and sessions makes its
   * accounts cheaper to check (tests/unit/admin/quick-passwords.ts). Nothing that serves or runs the site passes it.
   */
  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
    private readonly options: { passwordCost?: PasswordCost } = {},
  ) {}

  private get passwordCost(): PasswordCost {
    return this.options.passwordCost ?? owaspCost;
  }

  private row(email: string): Promise<AccountRow | undefined> {
    return this.db.get<AccountRow>("SELECT * FROM accounts WHERE lower(email) = lower(?)", [email.trim()]);
  }

  private rowById(id: number, db: Sql = this.db): Promise<AccountRow | undefined> {
    return db.get<AccountRow>("SELECT * FROM accounts WHERE id = ?", [id]);
  }

  private async mustFind(email: string): Promise<AccountRow> {
    const row = await this.row(email);
    if (!row) throw new AccountError(`There is no account for ${email}. \`npm run users -- list\` shows them.`);
    return row;
  }

  /** A one-time link's token for the account (any earlier one stops working). */
  private async newSetupLink(tx: Sql, accountId: number): Promise<string> {
    const token = newToken();
    await tx.run("DELETE FROM setup_links WHERE account_id = ?", [accountId]);
    await tx.run("INSERT INTO setup_links (token_hash, account_id, expires_at) VALUES (?, ?, ?)", [
      tokenHash(token),
      accountId,
      this.now() + setupLinkLifetime,
    ]);
    return token;
  }

  /** A new account, without a password until its person chooses one from the link whose token this returns. */
  async add(email: string, role: Role): Promise<{ account: Account; token: string }> {
    const address = email.trim();
    if (!emailPattern.test(address)) throw new AccountError(`"${email}" is not an e-mail address.`);
    if (!roles.includes(role)) throw new AccountError(`The role must be editor or admin, not "${role}".`);
    const taken = () =>
      new AccountError(
        `There is already an account for ${address}. To send a new link: npm run users -- reset ${address}`,
      );
    if (await this.row(address)) throw taken();
    return this.db.transaction(async (tx) => {
      // The address is unique whatever its case: of two adds at once (two processes), the second inserts nothing.
      const inserted = await tx.get<{ id: number }>(
        "INSERT INTO accounts (email, role, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING RETURNING id",
        [address, role, this.now()],
      );
      if (!inserted) throw taken();
      const account = accountOf((await this.rowById(Number(inserted.id), tx))!);
      return { account, token: await this.newSetupLink(tx, account.id) };
    });
  }

  async list(): Promise<AccountListing[]> {
    const rows = await this.db.all<AccountRow>("SELECT * FROM accounts ORDER BY lower(email), email");
    return rows.map((row) => ({
      ...accountOf(row),
      createdAt: row.created_at,
      status: row.disabled_at ? "disabled" : row.password_hash ? "active" : "waiting",
      lockedUntil: row.locked_until && row.locked_until > this.now() ? row.locked_until : null,
    }));
  }

  /** Lets an account read, answer and erase the form submissions, or stops it (admins always may). */
  async setReadsInbox(email: string, reads: boolean): Promise<Account> {
    const row = await this.mustFind(email);
    await this.db.run("UPDATE accounts SET reads_inbox = ? WHERE id = ?", [reads ? 1 : 0, row.id]);
    return accountOf((await this.rowById(row.id))!);
  }

  /** Nobody signs in with it any more; its sessions end at once. */
  async disable(email: string): Promise<Account> {
    const row = await this.mustFind(email);
    await this.db.transaction(async (tx) => {
      await tx.run("UPDATE accounts SET disabled_at = ? WHERE id = ?", [this.now(), row.id]);
      await tx.run("DELETE FROM sessions WHERE account_id = ?", [row.id]);
      await tx.run("DELETE FROM setup_links WHERE account_id = ?", [row.id]);
    });
    return accountOf(row);
  }

  /**
   * A forgotten password or a locked account: the password is cleared, every session ends, the lock is lifted and
   * a new link is made. A disabled account is enabled again.
   */
  async reset(email: string): Promise<{ account: Account; token: string }> {
    const row = await this.mustFind(email);
    return this.db.transaction(async (tx) => {
      await tx.run(
        "UPDATE accounts SET password_hash = NULL, disabled_at = NULL, failed_logins = 0, locked_until = NULL WHERE id = ?",
        [row.id],
      );
      await tx.run("DELETE FROM sessions WHERE account_id = ?", [row.id]);
      return { account: accountOf(row), token: await this.newSetupLink(tx, row.id) };
    });
  }

  /** The account a link is for, while it works. */
  async accountOfLink(token: string): Promise<Account | null> {
    const link = await this.db.get<{ account_id: number; expires_at: number }>(
      "SELECT account_id, expires_at FROM setup_links WHERE token_hash = ?",
      [tokenHash(token)],
    );
    if (!link || link.expires_at <= this.now()) return null;
    const row = await this.rowById(link.account_id);
    return row && !row.disabled_at ? accountOf(row) : null;
  }

  /** Sets the password chosen from a link, which then stops working. Throws AccountError with what is wrong. */
  async choosePassword(token: string, password: string): Promise<Account> {
    const account = await this.accountOfLink(token);
    if (!account) throw new AccountError("link");
    const problem = passwordProblem(password, account.email);
    if (problem) throw new AccountError(problem);
    const hash = await hashPassword(password, this.passwordCost);
    // The link is checked again: two tabs sending it at once set one password.
    const used = await this.db.transaction(async (tx) => {
      const { changes } = await tx.run("DELETE FROM setup_links WHERE token_hash = ? AND expires_at > ?", [
        tokenHash(token),
        this.now(),
      ]);
      if (changes)
        await tx.run("UPDATE accounts SET password_hash = ?, failed_logins = 0, locked_until = NULL WHERE id = ?", [
          hash,
          account.id,
        ]);
      return changes > 0;
    });
    if (!used) throw new AccountError("link");
    return account;
  }

  /**
   * Checks a sign-in. A locked account is refused whatever the password (it is not even checked), so that guessing
   * stops; each lock is twice as long as the one before. An address that has failed too often is refused too.
   */
  async signIn(email: string, password: string, address: string): Promise<SignInResult> {
    const now = this.now();
    const fromAddress = await this.db.get<{ count: number; first_at: number }>(
      "SELECT count, first_at FROM address_failures WHERE address = ?",
      [address],
    );
    if (fromAddress && fromAddress.first_at + addressWindow > now && fromAddress.count >= addressLockAfter)
      return { ok: false, reason: "address-locked", until: fromAddress.first_at + addressWindow };
    const row = await this.row(email);
    if (row?.locked_until && row.locked_until > now) return { ok: false, reason: "locked", until: row.locked_until };
    const matches = row?.password_hash
      ? await passwordMatches(password, row.password_hash)
      : (await spendAsLongAsAPasswordCheck(password, this.passwordCost), false);
    if (matches && row) {
      if (row.disabled_at) return { ok: false, reason: "disabled" };
      await this.db.run("UPDATE accounts SET failed_logins = 0, locked_until = NULL WHERE id = ?", [row.id]);
      return { ok: true, account: accountOf(row) };
    }
    await this.addressFailed(address, now);
    if (!row) return { ok: false, reason: "wrong" };
    // Counted in the database, not from the row read above: wrong passwords sent at once (to several instances) all count.
    const counted = await this.db.get<{ failed_logins: number }>(
      "UPDATE accounts SET failed_logins = failed_logins + 1 WHERE id = ? RETURNING failed_logins",
      [row.id],
    );
    const failed = counted?.failed_logins ?? row.failed_logins + 1;
    const locks = Math.floor(failed / accountLockAfter);
    const lockedUntil =
      failed % accountLockAfter === 0 ? now + Math.min(firstLock * 2 ** (locks - 1), longestLock) : null;
    if (lockedUntil) await this.db.run("UPDATE accounts SET locked_until = ? WHERE id = ?", [lockedUntil, row.id]);
    return lockedUntil ? { ok: false, reason: "locked", until: lockedUntil } : { ok: false, reason: "wrong" };
  }

  /** One more wrong password from the address: counted within the window, or the first of a new window. */
  private async addressFailed(address: string, now: number): Promise<void> {
    await this.db.run(
      `INSERT INTO address_failures (address, count, first_at) VALUES (?, 1, ?)
       ON CONFLICT (address) DO UPDATE SET
         count = CASE WHEN address_failures.first_at + ? > ? THEN address_failures.count + 1 ELSE 1 END,
         first_at = CASE WHEN address_failures.first_at + ? > ? THEN address_failures.first_at ELSE ? END`,
      [address, now, addressWindow, now, addressWindow, now, now],
    );
  }

  async byId(id: number): Promise<(Account & { disabled: boolean }) | null> {
    const row = await this.rowById(id);
    return row ? { ...accountOf(row), disabled: !!row.disabled_at } : null;
  }
}
