import { describe, expect, it } from "vitest";
import { formatCsv } from "../../../src/server/forms/inbox/format-csv.ts";
import type { StoredSubmission } from "../../../src/server/forms/store.ts";

const submission = (fields: Record<string, string>): StoredSubmission => ({
  id: "s1",
  receivedAt: "2026-11-25T09:00:00.000Z",
  form: "contact",
  fields,
  files: {},
  client: { ip: "198.51.100.1" },
});
const cells = (csv: string) => csv.slice(1).split("\r\n")[1];

describe("the CSV export", () => {
  it("keeps a formula text even when control characters or spaces come before it, and shows control characters as escapes", () => {
    const csv = formatCsv(
      [submission({ a: "\u0000=1+1", b: ' =HYPERLINK("x")', c: "\t@SUM(A1)", d: "say \u001b[2J hi" })],
      new Map(),
    );
    expect(cells(csv)).toBe(
      `2026-11-25T09:00:00.000Z,contact,s1,\\u0000=1+1,"' =HYPERLINK(""x"")",\\u0009@SUM(A1),say \\u001b[2J hi`,
    );
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the test is that no control character is left.
    expect(csv).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/);
  });

  it("leaves phone numbers and ordinary text as they are, and keeps a message's lines", () => {
    const csv = formatCsv([submission({ phone: "+234 803 000 0000", message: "Line one\r\nLine two" })], new Map());
    expect(cells(csv)).toBe('2026-11-25T09:00:00.000Z,contact,s1,+234 803 000 0000,"Line one\nLine two"');
  });
});
