import { createServer } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import type { MailSettings } from "../../../src/server/forms/mail/outbox.ts";
import { apply, contact, file, fileBytes, FormServiceFixture, ticket, validContact } from "./form-service-fixture.ts";
import { inboxOutput } from "./run-inbox.ts";

/** A mail server on this machine that keeps what it receives. */
interface LocalSmtp {
  port: number;
  received: { to: string[]; from: string; mail: ParsedMail }[];
  close(): Promise<void>;
}

/** `refuse`: the mail server answers every message with this permanent error (e.g. 552, message too large). */
async function startSmtp(
  port = 0,
  refuse?: { code: number; message: string },
): Promise<LocalSmtp & { attempts: () => number }> {
  const received: LocalSmtp["received"] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, done) {
      attempts++;
      if (refuse) {
        stream.resume();
        stream.on("end", () => done(Object.assign(new Error(refuse.message), { responseCode: refuse.code })));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            mail,
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as { port: number }).port,
    received,
    attempts: () => attempts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on (a mail server that is down). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const mailSettings = (port: number, overrides: Partial<MailSettings> = {}): MailSettings => ({
  smtpUrl: `smtp://127.0.0.1:${port}`,
  to: ["sales@nerivo.ng", "info@nerivo.ng"],
  from: '"Nerivo website" <website@nerivo.ng>',
  attachLimitBytes: 10 * 1024 * 1024,
  retry: { firstDelayMs: 100, maxDelayMs: 400, giveUpAfterMs: 60_000 },
  ...overrides,
});

const smtpServers: LocalSmtp[] = [];
const fixtures: FormServiceFixture[] = [];
async function service(mail: MailSettings | undefined, forms = [contact, apply, ticket], dataDir?: string) {
  const fixture = new FormServiceFixture(dataDir);
  fixtures.push(fixture);
  return fixture.start({ mail, forms });
}
/** The submissions whose e-mail is still queued (or given up). */
const outbox = (fixture: FormServiceFixture) => fixture.queuedMail().map((mail) => mail.submission_id);

afterEach(async () => {
  for (const fixture of fixtures.splice(0)) await fixture.close();
  for (const smtp of smtpServers.splice(0)) await smtp.close();
});

describe("every accepted submission is e-mailed to a person", () => {
  it("to FORM_NOTIFY_TO, from the site, Reply-To the visitor, with the form's labels and subject; escaped", async () => {
    const smtp = await startSmtp();
    smtpServers.push(smtp);
    const fixture = await service(mailSettings(smtp.port));
    const answer = await fixture.post("/f/contact", [
      ["name", "Adaeze Okafor"],
      ["email", "adaeze@example.com"],
      ["topic", "sales"],
      ["message", "Line one\nLine \u001b[2Jtwo"],
    ]);
    expect(answer.status).toBe(200);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    const [{ to, from, mail }] = smtp.received;
    expect(to).toEqual(["sales@nerivo.ng", "info@nerivo.ng"]);
    expect(from).toBe("website@nerivo.ng");
    expect(mail.replyTo?.text).toBe("adaeze@example.com");
    expect(mail.subject).toBe("Website message from Adaeze Okafor");
    expect(mail.text).toContain(
      "Name: Adaeze Okafor\nEmail: adaeze@example.com\nTopic: sales\nMessage:\n  Line one\n  Line \\u001b[2Jtwo",
    );
    expect(mail.text).toContain(fixture.stored()[0].id);
    expect(mail.html).toBe(false);
    await expect.poll(() => outbox(fixture)).toEqual([]);
  });

  it("to the form's own recipients when it names them, with its files attached (or listed when too large)", async () => {
    const smtp = await startSmtp();
    smtpServers.push(smtp);
    const careers: typeof apply = { ...apply, mail: { to: ["careers@nerivo.ng"] } };
    const fixture = await service(mailSettings(smtp.port, { attachLimitBytes: 100 * 1024 }), [
      contact,
      careers,
      ticket,
    ]);
    const cv = fileBytes.pdf(3000);
    await fixture.post("/f/apply", [
      ["email", "chiamaka@example.com"],
      ["resume", file(cv, "Chiamaka CV.pdf")],
    ]);
    await fixture.post("/f/ticket", [
      ["email", "bola@example.com"],
      ["attachment", file(fileBytes.png(200 * 1024), "screen.png")],
    ]);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(2);
    const application = smtp.received.find((entry) => entry.to.includes("careers@nerivo.ng"))!;
    expect(application.to).toEqual(["careers@nerivo.ng"]);
    expect(application.mail.subject).toBe("Nerivo website: new apply form submission");
    expect(application.mail.attachments).toHaveLength(1);
    expect(application.mail.attachments[0]).toMatchObject({
      filename: "Chiamaka CV.pdf",
      contentType: "application/pdf",
    });
    expect(Buffer.compare(application.mail.attachments[0].content, cv)).toBe(0);
    expect(application.mail.text).toContain("Resume: Chiamaka CV.pdf (3 kB), attached");
    const support = smtp.received.find((entry) => entry.to.includes("sales@nerivo.ng"))!;
    expect(support.mail.attachments).toEqual([]);
    expect(support.mail.text).toMatch(
      /Attachment: screen\.png \(200 kB\), too large to attach, kept on the server as .*files\//,
    );
  });

  it("with the mail server down: acknowledged and stored at once, and mailed when the server comes back", async () => {
    const port = await freePort();
    const fixture = await service(mailSettings(port));
    const answer = await fixture.post("/f/contact", validContact);
    expect(answer.status).toBe(200);
    expect(fixture.stored()).toHaveLength(1);
    expect(outbox(fixture)).toEqual([fixture.stored()[0].id]);
    // A few attempts fail while nothing listens.
    await new Promise((wait) => setTimeout(wait, 500));
    const smtp = await startSmtp(port);
    smtpServers.push(smtp);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
    expect(smtp.received[0].mail.text).toContain("Hello from Lekki.");
    await expect.poll(() => outbox(fixture)).toEqual([]);
  });

  it("a mail server's permanent refusal (552) is not retried for a week: the e-mail is marked failed once, and the inbox says so", async () => {
    const smtp = await startSmtp(0, { code: 552, message: "Message size exceeds fixed maximum message size" });
    smtpServers.push(smtp);
    const fixture = await service(mailSettings(smtp.port));
    expect((await fixture.post("/f/contact", validContact)).status).toBe(200);
    const [stored] = fixture.stored();
    expect(fixture.queuedMail().map((mail) => mail.submission_id)).toEqual([stored.id]);
    await expect.poll(() => fixture.queuedMail()[0].failed_at, { timeout: 10_000 }).toEqual(expect.any(Number));
    // Retries would have come every 100-400 ms here: there are none.
    await new Promise((wait) => setTimeout(wait, 1000));
    expect(smtp.attempts()).toBe(1);
    expect(fixture.queuedMail()[0]).toMatchObject({ attempts: 1, last_error: expect.stringContaining("552") });
    const inbox = await inboxOutput([], fixture.env);
    expect(inbox.out).toMatch(
      /Not e-mailed: the mail server refused it \(.*552.*\); nobody was told of it by e-mail\./,
    );
    const json = await inboxOutput(["--json"], fixture.env);
    expect(JSON.parse(json.out)[0].mailFailed).toMatchObject({
      failedAt: expect.any(String),
      reason: expect.stringContaining("552"),
    });
  });

  it("a queued e-mail survives a restart of the service", async () => {
    const port = await freePort();
    const first = await service(mailSettings(port));
    await first.post("/f/contact", validContact);
    await first.app.close();
    const smtp = await startSmtp(port);
    smtpServers.push(smtp);
    await service(mailSettings(port), undefined, first.dataDir);
    await expect.poll(() => smtp.received.length, { timeout: 10_000 }).toBe(1);
  });

  it("nothing is sent for spam, nor without SMTP settings", async () => {
    const smtp = await startSmtp();
    smtpServers.push(smtp);
    const fixture = await service(mailSettings(smtp.port));
    expect((await fixture.post("/f/contact", [...validContact, ["_gotcha", "robot"]])).status).toBe(200);
    const quiet = await service(undefined);
    expect((await quiet.post("/f/contact", validContact)).status).toBe(200);
    await new Promise((wait) => setTimeout(wait, 500));
    expect(smtp.received).toEqual([]);
    expect(outbox(fixture)).toEqual([]);
    expect(outbox(quiet)).toEqual([]);
  });
});
