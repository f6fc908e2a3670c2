import { describe, expect, it, vi } from "vitest";
import {
  hashPassword,
  passwordChecksRunning,
  passwordMatches,
  passwordProblem,
} from "../../../src/admin/accounts/passwords.ts";

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

  it("refuse what a guesser tries first, in words", () => {
    expect(passwordProblem("short", "ada@nerivo.ng")).toBe("Use at least 12 characters.");
    expect(passwordProblem("x".repeat(257), "ada@nerivo.ng")).toBe("Use at most 256 characters.");
    expect(passwordProblem("ada@nerivo.ng", "ada@nerivo.ng")).toBe("Do not use your e-mail address as your password.");
    for (const common of ["password1234", "Password2024!", "qwertyuiop123", "111111111111", "abcabcabcabc"])
      expect(passwordProblem(common, "ada@nerivo.ng"), common).toMatch(/most common/);
    expect(passwordProblem("mangoes ripen slowly in lagos", "ada@nerivo.ng")).toBeNull();
  });
});
