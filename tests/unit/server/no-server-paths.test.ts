/**
 * No answer names a path on the server: not the built site's folder, not the data folder, not the system's. Errors
 * of the file system carry the path in their message; an answer says what happened in plain words instead.
 */
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { failureReason } from "../../../src/server/forms/mail/failure-reason.ts";
import { apply, contact, file, fileBytes, FormServiceFixture } from "./form-service-fixture.ts";
import { inboxOutput } from "./run-inbox.ts";
import { SMTPServer } from "smtp-server";

const fixtures: FormServiceFixture[] = [];
afterEach(async () => {
  for (const fixture of fixtures.splice(0)) await fixture.close();
});

/** Whatever names a folder of this server: the test's own folders, and the system's temporary folder. */
const expectNoPath = (text: string, fixture: FormServiceFixture, what: string) => {
  for (const path of [fixture.distDir, fixture.dataDir, tmpdir(), "ENOENT", "EACCES", "ENOTDIR", "ENAMETOOLONG"])
    expect(text, what).not.toContain(path);
};

describe("the site's answers", () => {
  it("name no path, whatever is asked, even when files go missing under the server", async () => {
    const fixture = new FormServiceFixture();
    fixtures.push(fixture);
    await fixture.start();
    mkdirSync(join(fixture.distDir, "about"));
    writeFileSync(join(fixture.distDir, "about", "index.html"), "<h1>About</h1>");
    // A link to nowhere, as a half-finished copy could leave, and a file where a folder is expected.
    symlinkSync(join(fixture.distDir, "gone.html"), join(fixture.distDir, "broken.html"));
    const asked = [
      "/",
      "/about",
      "/broken.html",
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/index.html/more",
      "/a%00b",
      `/${"x".repeat(5000)}`,
      "/%E0%A4%A",
      "/admin/",
      "/f/contact",
    ];
    const answer = async (url: string, method: "GET" | "POST" = "GET") => {
      const response = await fixture.app.inject({ method, url, headers: { accept: "application/json" } });
      expectNoPath(`${JSON.stringify(response.headers)}\n${response.body}`, fixture, `${method} ${url}`);
      return response;
    };
    for (const url of asked) await answer(url);
    for (const url of asked) await answer(url, "POST");
    // The built site taken away (a publish removing an old release while it was being read).
    rmSync(fixture.distDir, { recursive: true, force: true });
    for (const url of ["/", "/about", "/nowhere", "/speculation-rules.json"]) await answer(url);
    mkdirSync(fixture.distDir);
  });
});

describe("the form service's answers", () => {
  it("an e-mail that failed because a file of the submission is gone says so in words, without the file's path", async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, _session, done) {
        stream.resume();
        stream.on("end", () => {
          received.push("mail");
          done();
        });
      },
    });
    await new Promise<void>((listening) => smtp.listen(0, "127.0.0.1", listening));
    const port = (smtp.server.address() as { port: number }).port;
    const fixture = new FormServiceFixture();
    fixtures.push(fixture);
    const mail = (to: number, giveUpAfterMs: number) => ({
      smtpUrl: `smtp://127.0.0.1:${to}`,
      to: ["sales@nerivo.ng"],
      from: '"Nerivo website" <website@nerivo.ng>',
      attachLimitBytes: 10 * 1024 * 1024,
      retry: { firstDelayMs: 100, maxDelayMs: 100, giveUpAfterMs },
    });
    try {
      // Stored while the mail server cannot be reached (a port nothing listens on), so it waits; its file then goes
      // (a disk fault, a hand), and the mail server is back.
      const probe = createServer();
      await new Promise<void>((listening) => probe.listen(0, "127.0.0.1", listening));
      const nowhere = (probe.address() as AddressInfo).port;
      await new Promise((closed) => probe.close(closed));
      await fixture.start({ forms: [contact, apply], mail: mail(nowhere, 60_000) });
      const posted = await fixture.post("/f/apply", [
        ["email", "chiamaka@example.com"],
        ["resume", file(fileBytes.pdf(3000), "CV.pdf")],
      ]);
      expect(posted.status).toBe(200);
      rmSync(join(fixture.dataDir, "files"), { recursive: true, force: true });
      mkdirSync(join(fixture.dataDir, "files"));
      await fixture.start({ forms: [contact, apply], mail: mail(port, 0) });
      await expect.poll(() => fixture.queuedMail()[0]?.failed_at, { timeout: 10_000 }).toEqual(expect.any(Number));
      const reason = fixture.queuedMail()[0].last_error!;
      expect(reason).toBe("a file sent with the submission is no longer on the server (ENOENT)");
      const json = await inboxOutput(["--json"], fixture.env);
      expect(JSON.parse(json.out)[0].mailFailed.reason).toBe(reason);
      expect(json.out).not.toContain(fixture.dataDir);
      expect(received).toEqual([]);
    } finally {
      await new Promise<void>((closed) => smtp.close(() => closed()));
    }
  });

  it("a mail server's own answer is kept as it said it", () => {
    const refusal = Object.assign(new Error("552 Message size exceeds fixed maximum message size"), {
      responseCode: 552,
    });
    expect(failureReason(refusal)).toBe("552 Message size exceeds fixed maximum message size");
    const disk = Object.assign(new Error("EACCES: permission denied, open '/srv/site/.data/forms/files/a/CV.pdf'"), {
      code: "EACCES",
      syscall: "open",
      path: "/srv/site/.data/forms/files/a/CV.pdf",
    });
    expect(failureReason(disk)).toBe("a file sent with the submission could not be read (EACCES)");
  });
});
