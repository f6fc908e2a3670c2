import { connect } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FormServiceFixture, validContact } from "./form-service-fixture.ts";
import { serverSettings, SettingsError } from "../../../src/server/server-settings.ts";
import { securityHeaders } from "../../../src/core/serving/security-headers.ts";
import type { Site } from "../../../src/core/generated/site-data.ts";

let service: FormServiceFixture;

beforeEach(async () => {
  service = await new FormServiceFixture().start();
});

afterEach(() => service.close());

/** Sends raw bytes to the server and reads the whole answer (for requests no HTTP client would send). */
async function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  if (!service.app.server.listening) await service.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = service.app.server.address() as { port: number };
  const socket = connect(port, "127.0.0.1");
  socket.write(request);
  const answer = await new Promise<string>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => (text += chunk.toString()));
    socket.on("close", () => resolve(text));
    socket.on("error", () => resolve(text));
  });
  const [head, body] = answer.split("\r\n\r\n");
  return { status: Number(head.split(" ")[1]), headers: head, body };
}

describe("every error answers in the protocol's shape", () => {
  it("a request the HTTP parser cannot read", async () => {
    const garbage = await raw("NONSENSE\r\n\r\n");
    expect(garbage.status).toBe(400);
    expect(JSON.parse(garbage.body)).toEqual({ errors: [{ message: "The request could not be read." }] });
    const huge = await raw(`POST /f/contact HTTP/1.1\r\nHost: localhost\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`);
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toMatchObject({ errors: [{ message: expect.any(String) }] });
    // With the headers every answer carries, these too.
    for (const answer of [garbage, huge])
      for (const [name, value] of Object.entries(securityHeaders))
        expect(answer.headers, name).toContain(`${name}: ${value}\r\n`);
  });

  it("an address the router cannot decode, an unknown route, an unknown method", async () => {
    for (const [method, url, status] of [
      ["POST", "/f/%E0%A4%A", 400],
      ["GET", "/%", 400],
      ["POST", "/nowhere", 404],
      ["POST", "/f/", 404],
      ["PUT", "/f/contact", 404],
      ["DELETE", "/", 404],
    ] as const) {
      const response = await service.app.inject({ method, url, headers: { accept: "application/json" } });
      expect(response.statusCode, `${method} ${url}`).toBe(status);
      expect(response.json(), `${method} ${url}`).toEqual({
        errors: [expect.objectContaining({ message: expect.any(String) })],
      });
    }
  });

  it("unknown and unreadable bodies: 415 for a type the protocol does not take, 400 for one it cannot parse", async () => {
    for (const [type, payload, status] of [
      ["text/plain", "name=Ada", 415],
      ["application/xml", "<a/>", 415],
      ["image/png", "x", 415],
      ["application/json", "{nope", 400],
      ["application/json", "", 400],
      ["application/x-www-form-urlencoded", "x".repeat(300 * 1024), 413],
    ] as const) {
      const response = await service.app.inject({
        method: "POST",
        url: "/f/contact",
        payload,
        headers: { accept: "application/json", "content-type": type },
      });
      expect(response.statusCode, type).toBe(status);
      expect(response.json(), type).toEqual({ errors: [{ message: expect.any(String) }] });
    }
  });
});

describe("behind a reverse proxy (TRUST_PROXY)", () => {
  const send = (from: string, forwardedFor: string) =>
    service.app.inject({
      method: "POST",
      url: "/f/contact",
      payload: new URLSearchParams(validContact).toString(),
      remoteAddress: from,
      headers: {
        accept: "application/json",
        "content-type": "application/x-www-form-urlencoded",
        "x-forwarded-for": forwardedFor,
      },
    });

  it("counts each visitor the named proxy forwards on their own; others cannot pick their address", async () => {
    await service.start({ rateLimitPerMinute: 1 }, { trustProxy: "10.0.0.5" });
    expect((await send("10.0.0.5", "198.51.100.1")).statusCode).toBe(200);
    expect((await send("10.0.0.5", "198.51.100.2")).statusCode).toBe(200);
    expect((await send("10.0.0.5", "198.51.100.1")).statusCode).toBe(429);
    // Not the proxy: its X-Forwarded-For is ignored, and its own address is the one counted.
    expect((await send("203.0.113.7", "198.51.100.3")).statusCode).toBe(200);
    expect((await send("203.0.113.7", "198.51.100.4")).statusCode).toBe(429);
    expect(service.stored().map((entry) => entry.client.ip)).toEqual(["198.51.100.1", "198.51.100.2", "203.0.113.7"]);
  });

  it("takes only entries that are IP addresses from X-Forwarded-For: markup or a path is never stored or counted as an address", async () => {
    await service.start({ rateLimitPerMinute: 5 }, { trustProxy: "10.0.0.5" });
    expect((await send("10.0.0.5", "<script>, ../../")).statusCode).toBe(200);
    expect((await send("10.0.0.5", "../../, 198.51.100.9")).statusCode).toBe(200);
    expect((await send("10.0.0.5", "2001:db8::1, <b>")).statusCode).toBe(200);
    // No address in it: the proxy's own is the one known.
    expect(service.stored().map((entry) => entry.client.ip)).toEqual(["10.0.0.5", "198.51.100.9", "2001:db8::1"]);
  });

  it("without TRUST_PROXY every forwarded address is ignored", async () => {
    await service.start({ rateLimitPerMinute: 1 });
    expect((await send("127.0.0.1", "198.51.100.1")).statusCode).toBe(200);
    expect((await send("127.0.0.1", "198.51.100.2")).statusCode).toBe(429);
  });
});

describe("settings from the environment", () => {
  const site = { company: { shortName: "Nerivo" }, seo: { siteUrl: "https://www.nerivo.ng" } } as Site;
  const read = (env: Record<string, string>) => serverSettings("/project", site, env);

  it("a value that makes no sense stops the server with a sentence naming the variable", () => {
    for (const [env, words] of [
      [{ TRUST_PROXY: "true" }, "TRUST_PROXY must name the proxy's address"],
      [{ SMTP_URL: "mail.example.com" }, "SMTP_URL must be the address of a mail server"],
      [{ SMTP_URL: "http://mail.example.com" }, "SMTP_URL must start with smtp://"],
      [
        { SMTP_URL: "smtp://mail.example.com", FORM_NOTIFY_TO: "sales@example.com, not an address" },
        '"not an address" is not one',
      ],
      [
        { FORM_DAILY_QUOTA_MB: "lots" },
        'FORM_DAILY_QUOTA_MB must be a positive number of megabytes, e.g. FORM_DAILY_QUOTA_MB=1024 (it is "lots")',
      ],
      [{ LOG_LEVEL: "loud" }, "LOG_LEVEL must be one of"],
    ] as const) {
      expect(() => read(env), JSON.stringify(env)).toThrow(SettingsError);
      expect(() => read(env)).toThrow(words);
    }
  });

  it("reads mail settings, with a From address the mail server will accept", () => {
    const settings = read({
      SMTP_URL: "smtp://forms%40nerivo.ng:secret@mail.example.com:587",
      FORM_NOTIFY_TO: "sales@nerivo.ng, support@nerivo.ng",
      FORM_DAILY_QUOTA_MB: "2",
    });
    expect(settings.forms.mail).toMatchObject({
      to: ["sales@nerivo.ng", "support@nerivo.ng"],
      from: '"Nerivo website" <forms@nerivo.ng>',
    });
    expect(settings.forms.capacity).toEqual({ dailyBytes: 2 * 1024 * 1024 });
    expect(read({ SMTP_URL: "smtp://mail.example.com" }).forms.mail?.from).toBe('"Nerivo website" <website@nerivo.ng>');
    expect(read({}).forms.mail).toBeUndefined();
  });
});
