import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { file, fileBytes, FormServiceFixture, validContact } from "./form-service-fixture.ts";

let service: FormServiceFixture;
const post = (...args: Parameters<FormServiceFixture["post"]>) => service.post(...args);
const stored = (kind?: "submissions" | "spam") => service.stored(kind);
const pdf = (name: string, bytes = 100) => file(fileBytes.pdf(bytes), name, "application/pdf");

beforeEach(async () => {
  service = await new FormServiceFixture().start();
});

afterEach(() => service.close());

describe("local form service: accepted submissions", () => {
  it("answers { ok, next } and has the submission on disk, one JSON line, before answering", async () => {
    const session = Buffer.from(JSON.stringify({ loadedAt: 1, webdriver: false })).toString("base64");
    const answer = await post("/f/contact", [...validContact, ["_next", "/contact"]], {
      "formspree-session-data": session,
    });
    expect(answer).toMatchObject({ status: 200, body: { ok: true, next: "/contact" } });
    const [entry] = stored();
    expect(entry).toMatchObject({
      form: "contact",
      fields: { name: "Adaeze Okafor", email: "adaeze@example.com", message: "Hello from Lekki." },
      files: {},
    });
    expect(entry.client.session).toEqual({ loadedAt: 1, webdriver: false });
    expect(new Date(entry.receivedAt).getTime()).not.toBeNaN();
  });

  it("takes the same submission urlencoded and at /p/<project>/f/<form>", async () => {
    const response = await service.app.inject({
      method: "POST",
      url: "/p/nerivo/f/contact",
      payload: new URLSearchParams(validContact).toString(),
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.statusCode).toBe(200);
    expect(stored()).toHaveLength(1);
  });

  it("stores a file under a generated name, keeping the visitor's file name as data only", async () => {
    const answer = await post("/f/apply", [
      ["email", "ada@example.com"],
      ["resume", pdf("../../etc/passwd.pdf", 321)],
    ]);
    expect(answer.status).toBe(200);
    const [entry] = stored();
    expect(entry.files.resume).toMatchObject({ originalName: "passwd.pdf", size: 321, type: "application/pdf" });
    expect(entry.files.resume.storedAs).toMatch(/^files\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.pdf$/);
    expect(readFileSync(join(service.dataDir, entry.files.resume.storedAs))).toHaveLength(321);
  });

  it("keeps only the form's own fields: others, __proto__ and constructor included, are neither stored nor merged", async () => {
    const answer = await service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: `${new URLSearchParams(validContact)}&isAdmin=true&constructor=x&__proto__%5Bpolluted%5D=yes`,
      headers: { accept: "application/json", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(stored()[0].fields).sort()).toEqual(["email", "message", "name"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // The multipart parser refuses such a field name outright, in the protocol's shape.
    const refused = await post("/f/contact", [...validContact, ["__proto__", "x"]]);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ message: expect.any(String) })]);
  });

  it("answers a filled honeypot exactly like a success, and keeps it apart as spam", async () => {
    const answer = await post("/f/contact", [...validContact, ["_gotcha", "http://spam.example"]]);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    expect(stored()).toEqual([]);
    expect(stored("spam")).toHaveLength(1);
  });

  it("strips line breaks from one-line values (header-like text), not from a message", async () => {
    await post("/f/contact", [
      ["name", "Ada\r\nBcc: all@example.com"],
      ["email", "ada@example.com"],
      ["message", "Line one\nLine two"],
    ]);
    expect(stored()[0].fields).toMatchObject({ name: "Ada Bcc: all@example.com", message: "Line one\nLine two" });
  });

  it("never interleaves concurrent submissions", async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        post("/f/contact", [
          ["name", `N${index}`],
          ["email", "a@example.com"],
          ["message", "x".repeat(40)],
        ]),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(
      stored()
        .map((entry) => entry.fields.name)
        .sort(),
    ).toEqual(["N0", "N1", "N2", "N3", "N4", "N5", "N6", "N7"]);
  });
});

describe("local form service: refused submissions, in the protocol's shape", () => {
  it("FORM_NOT_FOUND and PROJECT_NOT_FOUND (404)", async () => {
    expect(await post("/f/nope", validContact)).toMatchObject({
      status: 404,
      body: { errors: [{ code: "FORM_NOT_FOUND" }] },
    });
    expect(await post("/f/__proto__", validContact)).toMatchObject({
      status: 404,
      body: { errors: [{ code: "FORM_NOT_FOUND" }] },
    });
    expect(await post("/p/other/f/contact", validContact)).toMatchObject({
      status: 404,
      body: { errors: [{ code: "PROJECT_NOT_FOUND" }] },
    });
  });

  it("EMPTY when nothing but the service's own fields is sent", async () => {
    expect(await post("/f/contact", [["_next", "/"]])).toMatchObject({
      status: 400,
      body: { errors: [{ code: "EMPTY" }] },
    });
  });

  it("every field problem at once, each at its field, with the site's messages", async () => {
    const answer = await post("/f/contact", [
      ["name", "  "],
      ["email", "not-an-address"],
      ["topic", "other"],
      ["message", "x".repeat(51)],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      { field: "name", code: "REQUIRED_FIELD_EMPTY", message: "Name is required." },
      { field: "email", code: "TYPE_EMAIL", message: "Enter a valid e-mail address." },
      { field: "topic", code: "TYPE_TEXT", message: "Choose one of the options for Topic." },
      { field: "message", code: "TYPE_TEXT", message: "Message can be at most 50 characters." },
    ]);
    expect((await post("/f/contact", [["email", "a@example.com"]])).body.errors).toEqual([
      { field: "name", code: "REQUIRED_FIELD_MISSING", message: "Name is required." },
      { field: "message", code: "REQUIRED_FIELD_MISSING", message: "Message is required." },
    ]);
    expect(stored()).toEqual([]);
  });

  it("files: NO_FILE_UPLOADS, TOO_MANY_FILES, a type the field does not take, FILES_TOO_BIG (413)", async () => {
    expect(await post("/f/contact", [...validContact, ["attachment", pdf("a.pdf")]])).toMatchObject({
      status: 400,
      body: { errors: [{ code: "NO_FILE_UPLOADS" }] },
    });
    expect(
      await post("/f/apply", [
        ["email", "a@example.com"],
        ["resume", pdf("a.pdf")],
        ["resume", pdf("b.pdf")],
      ]),
    ).toMatchObject({ status: 400, body: { errors: [{ code: "TOO_MANY_FILES" }] } });
    expect(
      await post("/f/apply", [
        ["email", "a@example.com"],
        ["resume", pdf("a.pdf")],
        ["letter", pdf("b.pdf")],
        ["extra", pdf("c.pdf")],
      ]),
    ).toMatchObject({ status: 400, body: { errors: [{ code: "TOO_MANY_FILES" }] } });
    const exe = await post("/f/apply", [
      ["email", "a@example.com"],
      ["resume", new File(["MZ"], "setup.exe")],
    ]);
    expect(exe).toMatchObject({
      status: 400,
      body: { errors: [{ field: "resume", message: "Choose a .pdf, .docx or .doc file." }] },
    });
    const big = await post("/f/apply", [
      ["email", "a@example.com"],
      ["resume", pdf("big.pdf", 1024 * 1024 + 1)],
    ]);
    expect(big).toMatchObject({
      status: 413,
      body: { errors: [{ field: "resume", code: "FILES_TOO_BIG", message: "Resume can be at most 1 MB." }] },
    });
    expect(readdirSync(join(service.dataDir, "files"))).toEqual([]);
    expect(readdirSync(join(service.dataDir, "tmp"))).toEqual([]);
  });

  it("a body far larger than the form takes is refused before it is read (413)", async () => {
    const response = await service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: "x",
      headers: {
        accept: "application/json",
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(50 * 1024 * 1024),
      },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errors: [{ message: expect.any(String) }] });
  });

  it("garbage: an unknown content type (415), plain text, broken JSON, broken multipart, a garbage session header", async () => {
    const xml = await service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: "<a/>",
      headers: { accept: "application/json", "content-type": "application/xml" },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toHaveProperty("errors");
    // Plain text is not a way the protocol sends forms: refused like any other unknown type.
    const text = await service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: "name=x",
      headers: { accept: "application/json", "content-type": "text/plain" },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ errors: [{ message: expect.stringContaining("multipart/form-data") }] });
    const json = await service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: "{nope",
      headers: { accept: "application/json", "content-type": "application/json" },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toHaveProperty("errors");
    const broken = await service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: "--x\r\nnonsense",
      headers: { accept: "application/json", "content-type": "multipart/form-data; boundary=x" },
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
    expect(broken.json()).toHaveProperty("errors");
    expect((await post("/f/contact", validContact, { "formspree-session-data": "%%%not base64{" })).status).toBe(200);
  });

  it("limits how often one client may submit: 429 with Retry-After", async () => {
    await service.start({ rateLimitPerMinute: 2 });
    expect((await post("/f/contact", validContact)).status).toBe(200);
    expect((await post("/f/contact", validContact)).status).toBe(200);
    const third = await post("/f/contact", validContact);
    expect(third.status).toBe(429);
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    expect(third.body).toMatchObject({ errors: [{ message: expect.stringContaining("Too many") }] });
  });

  it("leaves the site's own addresses as they were", async () => {
    const home = await service.app.inject({ method: "GET", url: "/" });
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-security-policy"]).toBeDefined();
    expect((await service.app.inject({ method: "GET", url: "/nowhere" })).statusCode).toBe(404);
    expect((await service.app.inject({ method: "GET", url: "/f/contact" })).statusCode).toBe(404);
  });
});
