import type { PasswordCost } from "../../../src/server/admin/accounts/passwords.ts";

/**
 * scrypt at a cost a test can pay many times over (N = 2^10: 1 MiB and about a millisecond, against OWASP's 128 MiB
 * and a third of a second), for the accounts of tests about what surrounds the hash: locks, sessions, links, roles.
 * A sign-in checks a password at the cost its hash names, so these accounts are as quick to check as to make.
 * tests/unit/admin/passwords.test.ts checks the hash itself, at the real cost.
 */
export const quickPasswords: { passwordCost: PasswordCost } = { passwordCost: { N: 2 ** 10, r: 8, p: 1 } };
