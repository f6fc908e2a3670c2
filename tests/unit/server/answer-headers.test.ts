/**
 * The headers every answer carries (src/core/serving/security-headers.ts), errors included, whatever level answers: the
 * router that cannot read an address, a handler, the not-found handler, the form service. And HSTS over HTTPS only.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { securityHeaders, strictTransportSecurity } from "../../../src/core/serving/security-headers.ts";
import { FormServiceFixture, multipart, validContact } from "./form-service-fixture.ts";

let service: FormServiceFixture;

beforeEach(async () => {
  service = await new FormServiceFixture().start();
});

afterEach(() => service.close());

/** Requests that reach each level that answers, with the status each gets. */
async function requests(): Promise<
  { method: string; url: string; payload?: string | Buffer; headers?: Record<string, string>; status: number }[]
> {
  const huge = await multipart([...validContact, ["message", "a".repeat(2 * 1024 * 1024)]]);
  return [
    { method: "GET", url: "/", status: 200 },
    { method: "GET", url: "/nowhere", status: 404 },
    { method: "DELETE", url: "/", status: 404 },
    // The router cannot decode these: frameworkErrors answers, before any hook.
    { method: "GET", url: "/%E0%A4%A", status: 400 },
    { method: "POST", url: "/f/%E0%A4%A", status: 400 },
    { method: "GET", url: "/%", status: 400 },
    {
      method: "POST",
      url: "/f/contact",
      payload: new URLSearchParams(validContact).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
      status: 200,
    },
    {
      method: "POST",
      url: "/f/contact",
      payload: "{nope",
      headers: { "content-type": "application/json" },
      status: 400,
    },
    { method: "POST", url: "/f/contact", payload: huge.payload, headers: huge.headers, status: 413 },
    {
      method: "POST",
      url: "/f/nope",
      payload: "a=1",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      status: 404,
    },
  ];
}

const send = async (extra: Record<string, string> = {}) =>
  Promise.all(
    (await requests()).map(async ({ method, url, payload, headers, status }) => ({
      what: `${method} ${url} (${status})`,
      status,
      response: await service.app.inject({
        method: method as "GET",
        url,
        payload,
        headers: { accept: "application/json", ...headers, ...extra },
      }),
    })),
  );

describe("every answer carries the security headers", () => {
  it("pages, not-found answers, the form service's answers, and the router's 400 for an address it cannot decode", async () => {
    for (const { what, status, response } of await send()) {
      expect(response.statusCode, what).toBe(status);
      for (const [name, value] of Object.entries(securityHeaders))
        expect(response.headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
    }
  });
});

describe("Strict-Transport-Security", () => {
  it("on every answer to a request that came over HTTPS (the trusted proxy's X-Forwarded-Proto)", async () => {
    await service.start({}, { trustProxy: "127.0.0.1" });
    for (const { what, response } of await send({ "x-forwarded-proto": "https" })) {
      // The router's 400 is answered before Fastify reads the proxy's headers: it has none, which costs nothing,
      // since a browser keeps HSTS from any other answer of the site.
      if (response.statusCode === 400 && what.includes("%")) continue;
      expect(response.headers["strict-transport-security"], what).toBe(strictTransportSecurity);
    }
    expect(strictTransportSecurity).toBe("max-age=31536000; includeSubDomains");
  });

  it("never over plain HTTP, nor when a client that is not the proxy claims HTTPS", async () => {
    for (const { what, response } of await send())
      expect(response.headers["strict-transport-security"], what).toBeUndefined();
    for (const { what, response } of await send({ "x-forwarded-proto": "https" }))
      expect(response.headers["strict-transport-security"], what).toBeUndefined();
    await service.start({}, { trustProxy: "127.0.0.1" });
    for (const { what, response } of await send({ "x-forwarded-proto": "http" }))
      expect(response.headers["strict-transport-security"], what).toBeUndefined();
  });
});
