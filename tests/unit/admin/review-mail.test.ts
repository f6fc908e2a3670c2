import { afterEach, describe, expect, it, vi } from "vitest";
import { adminWords } from "../../../src/core/words/admin-words.ts";
import {
  notifyAnswered,
  notifyShared,
  reviewMailOf,
  type MailTransport,
} from "../../../src/server/admin/reviews/review-mail.ts";

const review = {
  email: "ada@nerivo.ng",
  subject: "Page 'About': title changed",
  lines: ["Title: 'About' → 'About us'"],
};
const admins = async () => ["ngozi@nerivo.ng", "ada@nerivo.ng", "chidi@nerivo.ng"];
const origin = () => "https://www.nerivo.ng";

describe("the e-mails about reviews", () => {
  afterEach(() => vi.restoreAllMocks());

  it("tells each admin but the author of a change shared, and the author of an answer, with the note and where to go", async () => {
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    const mail = reviewMailOf({
      mail: { smtpUrl: "smtp://mail.example.com:587", from: "website@nerivo.ng" },
      transport: { sendMail: async (message) => void sent.push(message) },
      admins,
      origin,
    });
    await notifyShared(mail, review);
    expect(sent.map(({ to }) => to)).toEqual(["ngozi@nerivo.ng", "chidi@nerivo.ng"]);
    expect(sent[0]).toMatchObject({
      from: "website@nerivo.ng",
      subject: "ada@nerivo.ng asked for a review: Page 'About': title changed",
    });
    expect(sent[0].text).toContain(review.lines[0]);
    expect(sent[0].text).toContain("https://www.nerivo.ng/admin/reviews");
    sent.length = 0;
    await notifyAnswered(mail, review, { approve: false, by: "Ngozi Okafor", note: "Say 'About Nerivo'." });
    expect(sent).toEqual([
      expect.objectContaining({
        to: "ada@nerivo.ng",
        subject: adminWords.reviewAnsweredMail("Ngozi Okafor", false, review.subject),
      }),
    ]);
    expect(sent[0].subject).toBe("Ngozi Okafor asked for changes: Page 'About': title changed");
    expect(sent[0].text).toContain("Say 'About Nerivo'.");
  });

  it("keeps a name or subject with a line break on one line of the e-mail's subject", async () => {
    const sent: { subject: string }[] = [];
    const mail = reviewMailOf({
      mail: undefined,
      transport: { sendMail: async (message) => void sent.push(message) },
      admins,
      origin,
    });
    await notifyAnswered(mail, review, { approve: true, by: "Ngozi\r\nBcc: everyone@example.com", note: "" });
    expect(sent[0].subject).not.toMatch(/[\r\n]/);
  });

  it("sends nothing without a mail server, and only logs a mail server that fails", async () => {
    const none = reviewMailOf({ mail: undefined, admins, origin });
    expect(none.transport).toBeUndefined();
    await expect(notifyShared(none, review)).resolves.toBeUndefined();
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = reviewMailOf({
      mail: undefined,
      transport: { sendMail: async () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:587")) },
      admins,
      origin,
    });
    await expect(notifyAnswered(failing, review, { approve: true, by: "Ngozi", note: "" })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith(expect.stringContaining("review-mail-failed"));
    expect(log).toHaveBeenCalledWith(expect.stringContaining("ECONNREFUSED"));
  });
});
