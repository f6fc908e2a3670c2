import { describe, expect, it, vi } from "vitest";
import {
  hashPassword,
  mostWaiting,
  PasswordChecksBusy,
  passwordChecksRunning,
  passwordChecksWaiting,
  passwordMatches,
  passwordProblem,
} from "../../../src/server/admin/accounts/passwords.ts";

vi.setConfig({ testTimeout: 60_000 });

describe("passwords", () => {
  it("are stored as scrypt hashes with OWASP's parameters, salted, and only the same password matches", async () => {
    const [first, second] = [
      await hashPassword("a long phrase of plain words"),
      await hashPassword("a long phrase of plain words"),
    ];
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain("plain words");
    expect(await passwordMatches("a long phrase of plain words", first)).toBe(true);
    expect(await passwordMatches("a long phrase of plain word", first)).toBe(false);
    expect(await passwordMatches("a long phrase of plain words", "md5$abc")).toBe(false);
  });

  it("checks several at once without running more than two side by side", async () => {
    const seen: number[] = [];
    const watch = setInterval(() => seen.push(passwordChecksRunning()), 2);
    const results = await Promise.all(Array.from({ length: 5 }, (_, i) => hashPassword(`password number ${i} here`)));
    clearInterval(watch);
    expect(new Set(results).size).toBe(5);
    expect(Math.max(...seen)).toBe(2);
    expect(passwordChecksRunning()).toBe(0);
  });

  it("refuses a sign-in's check at once when 8 already wait, but lets the person's own browser go ahead of them", async () => {
    const quick = { N: 2 ** 10, r: 8, p: 1 };
    const stored = await hashPassword("a long phrase of plain words", quick);
    const blockers = [hashPassword("one that takes its time", { N: 2 ** 15, r: 8, p: 1 })];
    blockers.push(hashPassword("another that takes its time", { N: 2 ** 15, r: 8, p: 1 }));
    await Promise.resolve();
    expect(passwordChecksRunning()).toBe(2);
    const order: string[] = [];
    const check = (name: string, turn: { bounded?: boolean; first?: boolean }) =>
      passwordMatches("a long phrase of plain words", stored, turn).then(
        () => order.push(name),
        (error: unknown) => {
          order.push(error instanceof PasswordChecksBusy ? `${name} refused` : `${name} failed`);
        },
      );
    const strangers = Array.from({ length: mostWaiting + 2 }, (_, i) => check(`stranger ${i}`, { bounded: true }));
    expect(passwordChecksWaiting()).toBe(mostWaiting);
    const own = check("own browser", { bounded: true, first: true });
    expect(passwordChecksWaiting()).toBe(mostWaiting + 1);
    await Promise.all([...strangers, own, ...blockers]);
    expect(order.slice(0, 2)).toEqual([`stranger ${mostWaiting} refused`, `stranger ${mostWaiting + 1} refused`]);
    expect(order[2]).toBe("own browser");
    expect(order.filter((entry) => entry.endsWith("refused"))).toHaveLength(2);
    expect([passwordChecksRunning(), passwordChecksWaiting()]).toEqual([0, 0]);
  });

  it("refuse what a guesser tries first, in words", () => {
    expect(passwordProblem("short", "ada@nerivo.ng")).toBe("Use at least 12 characters.");
    expect(passwordProblem("x".repeat(257), "ada@nerivo.ng")).toBe("Use at most 256 characters.");
    expect(passwordProblem("ada@nerivo.ng", "ada@nerivo.ng")).toBe("Do not use your e-mail address as your password.");
    for (const common of ["password1234", "Password2024!", "qwertyuiop123", "111111111111", "abcabcabcabc"])
      expect(passwordProblem(common, "ada@nerivo.ng"), common).toMatch(/most common/);
    expect(passwordProblem("mangoes ripen slowly in lagos", "ada@nerivo.ng")).toBeNull();
  });
});
