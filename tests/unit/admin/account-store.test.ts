/**
 * What /admin keeps in the site's database (src/server/admin/): accounts and their links, the allowances of wrong passwords,
 * sessions, each person's drafts and the record of who did what. A storage contract: the same on SQLite and on
 * PostgreSQL (TEST_DATABASE_URL), several processes sharing it included.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { accountDrafts } from "../../../src/server/admin/account-drafts.ts";
import { AccountError, Accounts } from "../../../src/server/admin/accounts/accounts.ts";
import {
  deviceAllowance,
  networkAllowance,
  newBrowserAllowance,
} from "../../../src/server/admin/accounts/sign-in-allowances.ts";
import { quickPasswords } from "./quick-passwords.ts";
import { sessionIdleLimit, Sessions } from "../../../src/server/admin/accounts/sessions.ts";
import { AuditLog } from "../../../src/server/admin/audit-log.ts";
import type { Sql } from "../../../src/server/store/database.ts";
import type { DraftRecord } from "../../../src/core/contract/api-types.ts";
import { testDatabases, type TestDatabase } from "../store/test-databases.ts";

// Each password check costs about a third of a second on purpose (scrypt).
vi.setConfig({ testTimeout: 60_000 });

const password = "a long phrase of plain words";
const minute = 60_000;

describe.each(testDatabases)("what /admin keeps ($name)", ({ name, fresh }) => {
  let database: TestDatabase | undefined;
  let clock = Date.parse("2026-11-25T09:00:00Z");
  const now = () => clock;
  afterEach(async () => {
    await database?.remove();
    database = undefined;
  });

  const open = async () => {
    database = await fresh();
    clock = Date.parse("2026-11-25T09:00:00Z");
    return database.db;
  };

  /** An account with its password chosen. */
  const person = async (db: Sql, email: string, role: "editor" | "admin" = "editor") => {
    const accounts = new Accounts(db, now, quickPasswords);
    const { token } = await accounts.add(email, role);
    return accounts.choosePassword(token, password);
  };

  it("finds an account whatever the case of its address, and refuses a second account for it, even two added at once", async () => {
    const db = await open();
    const accounts = new Accounts(db, now, quickPasswords);
    const { account } = await accounts.add("  Ada@Nerivo.ng ", "editor");
    expect(account).toMatchObject({ email: "Ada@Nerivo.ng", role: "editor", readsInbox: false });
    await expect(accounts.add("ada@nerivo.ng", "admin")).rejects.toThrow(AccountError);
    expect((await accounts.setReadsInbox("ADA@NERIVO.NG", true)).readsInbox).toBe(true);
    expect(await accounts.byId(account.id)).toEqual({ ...account, readsInbox: true, disabled: false });
    await expect(accounts.disable("nobody@nerivo.ng")).rejects.toThrow(/no account for nobody@nerivo.ng/);
    await expect(accounts.add("not an address", "editor")).rejects.toThrow(AccountError);

    // Two adding the same person at the same moment (two processes sharing PostgreSQL): one account. Not two
    // connections to one SQLite file in one process: a transaction's lock would make the other wait, blocking the process.
    const other = name === "PostgreSQL" ? new Accounts(await database!.reopen(), now, quickPasswords) : accounts;
    const both = await Promise.allSettled([
      accounts.add("bola@nerivo.ng", "editor"),
      other.add("BOLA@nerivo.ng", "editor"),
    ]);
    expect(both.map(({ status }) => status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(both.find((result) => result.status === "rejected")).toMatchObject({ reason: expect.any(AccountError) });
    expect((await accounts.list()).map(({ email, status }) => [email.toLowerCase(), status])).toEqual([
      ["ada@nerivo.ng", "waiting"],
      ["bola@nerivo.ng", "waiting"],
    ]);
  });

  it("signs in whatever the case of the address, with the password chosen from the link, which works once", async () => {
    const db = await open();
    const accounts = new Accounts(db, now, quickPasswords);
    const { token } = await accounts.add("ada@nerivo.ng", "admin");
    expect(await accounts.accountOfLink(token)).toMatchObject({
      email: "ada@nerivo.ng",
      role: "admin",
      readsInbox: true,
    });
    await expect(accounts.choosePassword(token, "short")).rejects.toThrow(AccountError);
    // Two tabs sending the link at once: one password is set.
    const chosen = await Promise.allSettled([
      accounts.choosePassword(token, password),
      accounts.choosePassword(token, `${password} too`),
    ]);
    expect(chosen.map(({ status }) => status).sort()).toEqual(["fulfilled", "rejected"]);
    expect(await accounts.accountOfLink(token)).toBeNull();
    const which = chosen[0].status === "fulfilled" ? password : `${password} too`;
    expect(await accounts.signIn("ADA@nerivo.ng", which, "10.0.0.1")).toMatchObject({
      ok: true,
      account: { email: "ada@nerivo.ng" },
    });
    expect((await accounts.list())[0]).toMatchObject({ status: "active", lockedUntil: null });

    // A reset clears the password and makes a new link; the old one never works again; it lasts 24 hours.
    const { token: again } = await accounts.reset("ada@nerivo.ng");
    expect(await accounts.signIn("ada@nerivo.ng", which, "10.0.0.1")).toEqual({ ok: false, reason: "wrong" });
    expect(await accounts.accountOfLink(again)).not.toBeNull();
    clock += 24 * 60 * minute;
    expect(await accounts.accountOfLink(again)).toBeNull();
    await expect(accounts.choosePassword(again, password)).rejects.toThrow("link");
  });

  it("stores a password at OWASP's cost unless a test asks for less, and checks each at the cost its hash names", async () => {
    const db = await open();
    const accounts = new Accounts(db, now);
    const { token } = await accounts.add("ada@nerivo.ng", "editor");
    await accounts.choosePassword(token, password);
    const stored = async () =>
      (await db.get<{ password_hash: string }>("SELECT password_hash FROM accounts WHERE email = ?", [
        "ada@nerivo.ng",
      ]))!.password_hash;
    expect(await stored()).toMatch(/^scrypt\$131072\$8\$1\$/);
    // An account made quick by a test signs in by the same code, whoever checks it.
    const { token: again } = await accounts.reset("ada@nerivo.ng");
    await new Accounts(db, now, quickPasswords).choosePassword(again, password);
    expect(await stored()).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await accounts.signIn("ada@nerivo.ng", password, "10.0.0.1")).toMatchObject({ ok: true });
  });

  it("counts each try before its password is checked: of 41 sent at once only the allowance is checked, the right one last is refused", async () => {
    const db = await open();
    await person(db, "ada@nerivo.ng");
    const accounts = new Accounts(db, now, quickPasswords);
    // Two processes sharing PostgreSQL count the same tries; on SQLite, one process.
    const other = name === "PostgreSQL" ? new Accounts(await database!.reopen(), now, quickPasswords) : accounts;
    const results = await Promise.all(
      Array.from({ length: 41 }, (_, i) =>
        (i % 2 ? other : accounts).signIn("ada@nerivo.ng", i === 40 ? password : `wrong guess ${i}`, `10.0.${i}.1`),
      ),
    );
    const checked = results.filter((result) => result.ok || result.reason === "wrong");
    expect(checked.length).toBeLessThanOrEqual(newBrowserAllowance.size);
    expect(results.filter((result) => !result.ok && result.reason === "locked")).toHaveLength(41 - checked.length);
    expect(results[40]).toEqual({ ok: false, reason: "locked", until: clock + newBrowserAllowance.refillEvery });
    // Spent: the right password is refused unchecked, from anywhere new, until one try comes back.
    expect(await accounts.signIn("ADA@nerivo.ng", password, "10.1.0.1")).toMatchObject({ ok: false, reason: "locked" });
    expect((await accounts.list())[0].lockedUntil).toBe(clock + newBrowserAllowance.refillEvery);
    clock += newBrowserAllowance.refillEvery;
    expect(await accounts.signIn("ada@nerivo.ng", password, "10.1.0.1")).toMatchObject({ ok: true });
    // The right password gave back only its own try: one more is checked, and the next is refused again.
    expect(await accounts.signIn("ada@nerivo.ng", "wrong again", "10.1.0.2")).toMatchObject({ reason: "wrong" });
    expect(await accounts.signIn("ada@nerivo.ng", password, "10.1.0.3")).toMatchObject({ reason: "locked" });
  });

  it("lets a browser the account signed in from before sign in while strangers' tries are spent, on its own allowance", async () => {
    const db = await open();
    const ada = await person(db, "ada@nerivo.ng");
    const bola = await person(db, "bola@nerivo.ng");
    const accounts = new Accounts(db, now, quickPasswords);
    const adasBrowser = await accounts.devices.remember(ada.id, undefined);
    const bolasBrowser = await accounts.devices.remember(bola.id, undefined);
    for (let i = 0; i < 30; i++) await accounts.signIn("ada@nerivo.ng", `a stranger's guess ${i}`, `198.51.100.${i}`);
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9")).toMatchObject({ reason: "locked" });
    // Bola's browser is a new browser for Ada's account.
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9", bolasBrowser)).toMatchObject({
      reason: "locked",
    });
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9", adasBrowser)).toMatchObject({ ok: true });
    // Its own wrong passwords count apart: 10, then even the right one waits, and strangers' are no better off.
    for (let i = 0; i < deviceAllowance.size; i++)
      expect(await accounts.signIn("ada@nerivo.ng", `mistyped ${i}`, "203.0.113.9", adasBrowser)).toEqual({
        ok: false,
        reason: "wrong",
      });
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9", adasBrowser)).toEqual({
      ok: false,
      reason: "device-locked",
      until: clock + deviceAllowance.refillEvery,
    });
    clock += deviceAllowance.refillEvery;
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9", adasBrowser)).toMatchObject({ ok: true });
    // A remembered browser is forgotten 180 days after it last signed in: then it is a new browser like any.
    clock += 180 * 24 * 60 * minute;
    for (let i = 0; i < 10; i++) await accounts.signIn("ada@nerivo.ng", `a later guess ${i}`, `198.51.100.${i}`);
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9", adasBrowser)).toMatchObject({
      reason: "locked",
    });
  });

  it("refills every allowance on its own: no lock lasts, however long the guessing went on", async () => {
    const db = await open();
    await person(db, "ada@nerivo.ng");
    const accounts = new Accounts(db, now, quickPasswords);
    // Six hours of a stranger trying every minute: after the first ten, one try each 5 minutes is checked.
    let checked = 0;
    for (let at = 0; at < 6 * 60; at++) {
      const result = await accounts.signIn("ada@nerivo.ng", `guess ${at}`, `198.51.${at % 200}.${at % 7}`);
      if (!result.ok && result.reason === "wrong") checked++;
      clock += minute;
    }
    expect(checked).toBe(newBrowserAllowance.size + Math.floor((6 * 60 - 1) / 5));
    // It stops; an hour later the whole allowance is back, and the right password signs in.
    clock += newBrowserAllowance.size * newBrowserAllowance.refillEvery;
    expect((await accounts.list())[0].lockedUntil).toBeNull();
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9")).toMatchObject({ ok: true });

    // One network, whichever addresses it types (an IPv6 /64 counts as one): 30 tries, then one each 30 seconds.
    for (let i = 0; i < networkAllowance.size; i++)
      expect(await accounts.signIn(`nobody${i}@nerivo.ng`, "guess", `2001:db8:1:2::${i.toString(16)}`)).toEqual({
        ok: false,
        reason: "wrong",
      });
    expect(await accounts.signIn("ada@nerivo.ng", password, "2001:db8:1:2:ffff::1")).toEqual({
      ok: false,
      reason: "address-locked",
      until: clock + networkAllowance.refillEvery,
    });
    expect(await accounts.signIn("ada@nerivo.ng", password, "2001:db8:1:3::1")).toMatchObject({ ok: true });
    clock += networkAllowance.refillEvery;
    expect(await accounts.signIn("ada@nerivo.ng", password, "2001:db8:1:2:ffff::1")).toMatchObject({ ok: true });
  });

  it("refuses a spent address alike whether or not it has an account, and a reset makes the account's whole again", async () => {
    const db = await open();
    await person(db, "ada@nerivo.ng");
    const accounts = new Accounts(db, now, quickPasswords);
    for (const email of ["ada@nerivo.ng", "nobody@nerivo.ng"])
      for (let i = 0; i < newBrowserAllowance.size; i++)
        expect(await accounts.signIn(email, `guess ${i}`, `198.51.100.${i}`)).toEqual({ ok: false, reason: "wrong" });
    const refused = { ok: false, reason: "locked", until: clock + newBrowserAllowance.refillEvery };
    expect(await accounts.signIn("Ada@Nerivo.ng ", password, "203.0.113.9")).toEqual(refused);
    expect(await accounts.signIn("NOBODY@nerivo.ng", password, "203.0.113.9")).toEqual(refused);
    // Typed addresses are kept only as hashes.
    expect(JSON.stringify(await db.all("SELECT key FROM sign_in_allowances"))).not.toContain("nerivo");

    const { token } = await accounts.reset("ada@nerivo.ng");
    await accounts.choosePassword(token, password);
    expect((await accounts.list())[0].lockedUntil).toBeNull();
    expect(await accounts.signIn("ada@nerivo.ng", password, "203.0.113.9")).toMatchObject({ ok: true });
    expect(await accounts.signIn("nobody@nerivo.ng", password, "203.0.113.9")).toEqual(refused);
  });

  it("keeps sessions while they are used, ends them after 8 idle hours, after 7 days, when the account is disabled or signs out everywhere", async () => {
    const db = await open();
    const ada = await person(db, "ada@nerivo.ng");
    const sessions = new Sessions(db, now);
    const first = await sessions.start(ada.id);
    expect(await sessions.account(first)).toEqual({
      id: ada.id,
      email: "ada@nerivo.ng",
      role: "editor",
      readsInbox: false,
    });
    expect(await sessions.account(undefined)).toBeNull();
    expect(await sessions.account("x".repeat(101))).toBeNull();
    // Used every 7 hours, it lasts; but not beyond 7 days.
    for (let hour = 7; hour < 7 * 24; hour += 7) {
      clock += 7 * 60 * minute;
      expect(await sessions.account(first), `after ${hour} hours`).not.toBeNull();
    }
    clock += 7 * 60 * minute;
    expect(await sessions.account(first)).toBeNull();
    const idle = await sessions.start(ada.id);
    clock += sessionIdleLimit;
    expect(await sessions.account(idle)).toBeNull();

    const [one, two] = [await sessions.start(ada.id), await sessions.start(ada.id)];
    await sessions.end(one);
    expect(await sessions.account(one)).toBeNull();
    expect(await sessions.account(two)).not.toBeNull();
    await sessions.endAll(ada.id);
    expect(await sessions.account(two)).toBeNull();

    const three = await sessions.start(ada.id);
    await new Accounts(db, now, quickPasswords).disable("ada@nerivo.ng");
    expect(await sessions.account(three)).toBeNull();
    expect(await new Accounts(db, now, quickPasswords).signIn("ada@nerivo.ng", password, "10.0.0.1")).toEqual({
      ok: false,
      reason: "disabled",
    });

    // Pruning forgets the ended ones only.
    const bola = await person(db, "bola@nerivo.ng");
    const old = await sessions.start(bola.id);
    clock += sessionIdleLimit;
    const current = await sessions.start(bola.id);
    await sessions.prune();
    expect(await db.all("SELECT account_id FROM sessions")).toEqual([{ account_id: bola.id }]);
    expect(await sessions.account(old)).toBeNull();
    expect(await sessions.account(current)).toEqual(expect.objectContaining({ email: "bola@nerivo.ng" }));
  });

  it("keeps each person's drafts apart, replaced and removed together", async () => {
    const db = await open();
    const [ada, bola] = [await person(db, "ada@nerivo.ng"), await person(db, "bola@nerivo.ng")];
    const draft = (file: string, text: string | null): DraftRecord => ({ file, text, base: null, changedAt: 1 });
    const adas = accountDrafts(db, ada.id);
    await adas.keep({
      write: [draft("site-data/pages/home.json", "{}"), draft("site-data/pages/about.json", null)],
      remove: [],
    });
    await adas.keep({
      write: [draft("site-data/pages/home.json", '{"title":"Home"}')],
      remove: ["site-data/pages/about.json", "site-data/pages/never.json"],
    });
    expect(await adas.list()).toEqual([draft("site-data/pages/home.json", '{"title":"Home"}')]);
    expect(await accountDrafts(db, bola.id).list()).toEqual([]);
    // A row that is not a draft of its own file, or not JSON at all (it failed the whole list), is left out and said
    // with its code: to the caller (the person is told) and in the server's log.
    await db.run("INSERT INTO drafts (account_id, file, record) VALUES (?, ?, ?)", [
      ada.id,
      "site-data/pages/other.json",
      JSON.stringify(draft("site-data/pages/home.json", "{}")),
    ]);
    await db.run("INSERT INTO drafts (account_id, file, record) VALUES (?, ?, ?)", [
      ada.id,
      "site-data/pages/cut-short.json",
      '{"file":"site-data/pages/cut-short.json","te',
    ]);
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const unreadable: string[] = [];
      expect(await adas.list(({ code, params }) => unreadable.push(`${code} ${params.file}`))).toHaveLength(1);
      expect(unreadable.sort()).toEqual([
        "draft-unreadable site-data/pages/cut-short.json",
        "draft-unreadable site-data/pages/other.json",
      ]);
      expect(log.mock.calls.filter(([line]) => String(line).startsWith("[draft-unreadable] "))).toHaveLength(2);
    } finally {
      log.mockRestore();
    }
  });

  it("records who did what, newest first, and what nobody signed in did", async () => {
    const db = await open();
    const ada = await person(db, "ada@nerivo.ng");
    const audit = new AuditLog(db, now);
    await audit.record(ada.id, "signed in");
    clock += minute;
    await audit.record(null, "account added (npm run users)", "bola@nerivo.ng as editor");
    await audit.record(ada.id, "published", "Page 'Home' changed");
    expect(await audit.latest(2)).toEqual([
      { at: clock, email: "ada@nerivo.ng", action: "published", detail: "Page 'Home' changed" },
      { at: clock, email: null, action: "account added (npm run users)", detail: "bola@nerivo.ng as editor" },
    ]);
    expect(await audit.latest()).toHaveLength(3);
  });
});
