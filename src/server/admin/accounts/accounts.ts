import type { Sql } from "../../store/database.ts";
import { ServerError } from "../../../core/errors/server-errors.ts";
import { addressGroup } from "./address-group.ts";
import { Devices } from "./devices.ts";
import {
  hashPassword,
  owaspCost,
  PasswordChecksBusy,
  passwordMatches,
  passwordProblem,
  spendAsLongAsAPasswordCheck,
  type PasswordCost,
} from "./passwords.ts";
import {
  deviceAllowance,
  networkAllowance,
  newBrowserAllowance,
  SignInAllowances,
  type Allowance,
} from "./sign-in-allowances.ts";
import { enterSignIn } from "./sign-ins-in-flight.ts";
import { newToken, tokenHash } from "./tokens.ts";

export { newToken, tokenHash };

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
  /** Until when browsers it never signed in from are refused (their wrong passwords spent their allowance). */
  lockedUntil: number | null;
}

/** A mistake of whoever runs `npm run users` or follows a link, said in words. */
export class AccountError extends ServerError<
  | "account-not-found"
  | "account-email-invalid"
  | "account-role-invalid"
  | "account-exists"
  | "setup-link-invalid"
  | "password-not-accepted"
> {}

const minute = 60_000;
const hour = 60 * minute;
/** How long a link to choose a password works. */
export const setupLinkLifetime = 24 * hour;

export const emailPattern = /^[^\s@,<>]+@[^\s@,<>]+\.[^\s@,<>]+$/;

/**
 * The allowance of the browsers that never signed in to an account, named by the address typed, lowercased, whether
 * or not it has an account; by its hash, so that whatever was typed there (a password, by mistake) is not kept.
 */
const newBrowsersKey = (email: string) => `email:${tokenHash(email.trim().toLowerCase())}`;
const deviceKey = (hash: string) => `device:${hash}`;
const networkKey = (address: string) => `network:${addressGroup(address)}`;

interface AccountRow {
  id: number;
  email: string;
  role: Role;
  reads_inbox: number;
  password_hash: string | null;
  created_at: number;
  disabled_at: number | null;
}

/**
 * What became of a sign-in. Refused before its password was checked: "busy" (too many at this moment), "locked" (new
 * browsers' tries for the address typed are spent), "device-locked" (this browser's are), "address-locked" (this
 * network's are), each but "busy" with when the next try will be allowed.
 */
export type SignInResult =
  | { ok: true; account: Account }
  | { ok: false; reason: "wrong" | "disabled" | "busy" }
  | { ok: false; reason: "locked" | "device-locked" | "address-locked"; until: number };

const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  role: row.role,
  readsInbox: row.role === "admin" || row.reads_inbox === 1,
});

/** The people who may sign in to /admin, their links to choose a password, and the checks of a sign-in. */
export class Accounts {
  /** The browsers each account signed in from. */
  readonly devices: Devices;
  private readonly allowances: SignInAllowances;

  /**
   * `passwordCost`: scrypt's cost for the passwords chosen here, OWASP's unless a test of locks and sessions makes its
   * accounts cheaper to check (tests/unit/admin/quick-passwords.ts). Nothing that serves or runs the site passes it.
   */
  constructor(
    private readonly db: Sql,
    private readonly now: () => number = Date.now,
    private readonly options: { passwordCost?: PasswordCost } = {},
  ) {
    this.devices = new Devices(db, now);
    this.allowances = new SignInAllowances(db);
  }

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
    if (!row) throw new AccountError("account-not-found", { email });
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
    if (!emailPattern.test(address)) throw new AccountError("account-email-invalid", { email });
    if (!roles.includes(role)) throw new AccountError("account-role-invalid", { role });
    const taken = () => new AccountError("account-exists", { email: address });
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
    const listing: AccountListing[] = [];
    for (const row of rows)
      listing.push({
        ...accountOf(row),
        createdAt: row.created_at,
        status: row.disabled_at ? "disabled" : row.password_hash ? "active" : "waiting",
        lockedUntil: await this.allowances.spentUntil(newBrowsersKey(row.email), newBrowserAllowance, this.now()),
      });
    return listing;
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
   * A forgotten password or a locked account: the password is cleared, every session ends, its browsers are
   * forgotten, the tries of wrong passwords are whole again and a new link is made. A disabled account is enabled again.
   */
  async reset(email: string): Promise<{ account: Account; token: string }> {
    const row = await this.mustFind(email);
    return this.db.transaction(async (tx) => {
      await tx.run("UPDATE accounts SET password_hash = NULL, disabled_at = NULL WHERE id = ?", [row.id]);
      await tx.run("DELETE FROM sessions WHERE account_id = ?", [row.id]);
      const devices = (await this.devices.hashesOf(row.id, tx)).map(deviceKey);
      await this.allowances.forget([newBrowsersKey(row.email), ...devices], tx);
      await this.devices.forget(row.id, tx);
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
    if (!account) throw new AccountError("setup-link-invalid");
    const problem = passwordProblem(password, account.email);
    if (problem) throw new AccountError("password-not-accepted", { problem });
    const hash = await hashPassword(password, this.passwordCost);
    // The link is checked again: two tabs sending it at once set one password.
    const used = await this.db.transaction(async (tx) => {
      const { changes } = await tx.run("DELETE FROM setup_links WHERE token_hash = ? AND expires_at > ?", [
        tokenHash(token),
        this.now(),
      ]);
      if (changes) await tx.run("UPDATE accounts SET password_hash = ? WHERE id = ?", [hash, account.id]);
      return changes > 0;
    });
    if (!used) throw new AccountError("setup-link-invalid");
    return account;
  }

  /**
   * Checks a sign-in from `address`, with the cookie of a browser it signed in from before (`deviceToken`) if there
   * is one. Each try takes one from an allowance in the database before its password is checked: this browser's own
   * when it signed in to this account before, else its network's and then that of every new browser for the address
   * typed. Once one is spent the try is refused unchecked, the right password too, until it refills on its own; so
   * guesses sent at once cost as many as sent one by one, and a stranger's guesses never keep the person's own browser
   * out. Addresses with and without an account take the same path, so a refusal says nothing of which it is.
   */
  async signIn(email: string, password: string, address: string, deviceToken?: string): Promise<SignInResult> {
    const typed = email.trim().toLowerCase();
    // A remembered browser counts apart only for its own account; for any other it is a new browser like any.
    const found = await this.devices.find(deviceToken);
    const device = found && found.email.toLowerCase() === typed ? found : null;
    const leave = enterSignIn(device ? deviceKey(device.hash) : networkKey(address));
    if (!leave) return { ok: false, reason: "busy" };
    try {
      const allowances: [string, Allowance, "device-locked" | "address-locked" | "locked"][] = device
        ? [[deviceKey(device.hash), deviceAllowance, "device-locked"]]
        : [
            [networkKey(address), networkAllowance, "address-locked"],
            [newBrowsersKey(typed), newBrowserAllowance, "locked"],
          ];
      const taken: [string, Allowance][] = [];
      // Gives back the tries this sign-in took, and only those: the ones other sign-ins took meanwhile stay taken.
      const giveBack = async () => {
        for (const [key, allowance] of taken) await this.allowances.giveBack(key, allowance, this.now());
      };
      for (const [key, allowance, reason] of allowances) {
        const took = await this.allowances.take(key, allowance, this.now());
        if (!took.ok) {
          await giveBack();
          return { ok: false, reason, until: took.until };
        }
        taken.push([key, allowance]);
      }
      const row = await this.row(typed);
      // The person's own browser waits ahead of strangers, and is never turned away for a full line.
      const turn = { bounded: true, first: device !== null };
      let matches: boolean;
      try {
        if (row?.password_hash) matches = await passwordMatches(password, row.password_hash, turn);
        else {
          await spendAsLongAsAPasswordCheck(password, this.passwordCost, turn);
          matches = false;
        }
      } catch (error) {
        if (!(error instanceof PasswordChecksBusy)) throw error;
        await giveBack();
        return { ok: false, reason: "busy" };
      }
      if (!matches || !row) return { ok: false, reason: "wrong" };
      // The allowances count wrong passwords: a right one gives its tries back.
      await giveBack();
      if (row.disabled_at) return { ok: false, reason: "disabled" };
      return { ok: true, account: accountOf(row) };
    } finally {
      leave();
    }
  }

  /** Forgets the browsers not seen for 180 days (run from time to time). */
  async prune(): Promise<void> {
    await this.devices.prune();
  }

  async byId(id: number): Promise<(Account & { disabled: boolean }) | null> {
    const row = await this.rowById(id);
    return row ? { ...accountOf(row), disabled: !!row.disabled_at } : null;
  }
}
