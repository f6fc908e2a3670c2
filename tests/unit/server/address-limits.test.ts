/**
 * The form service's limits per address count an IPv6 /64 as one client (src/server/address-key.ts): a home or a
 * server has a whole /64 and can take a new address from it for every request. And one address never holds every
 * upload slot, however few there are.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Capacity, defaultCapacityLimits } from "../../../src/server/forms/capacity.ts";
import { postTrickle } from "./child-server.ts";
import { file, fileBytes, FormServiceFixture, serviceErrors, validContact } from "./form-service-fixture.ts";

const megabyte = 1024 * 1024;
let service: FormServiceFixture;

beforeEach(async () => {
  service = await new FormServiceFixture().start();
});

afterEach(() => service.close());

/** A contact message forwarded by the trusted proxy (127.0.0.1, inject's own address) from `address`. */
const contactFrom = (address: string) =>
  service.app.inject({
    method: "POST",
    url: "/f/contact",
    payload: new URLSearchParams(validContact).toString(),
    headers: {
      accept: "application/json",
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": address,
    },
  });

const uploadFrom = (address: string) =>
  service.post(
    "/f/ticket",
    [
      ["email", "a@example.com"],
      ["attachment", file(fileBytes.png(800 * 1024), "a.png")],
    ],
    { "x-forwarded-for": address },
  );

describe("an IPv6 /64 is one client", () => {
  // @fastify/rate-limit's own key does this (its ipv6Subnet, 64 by default): kept here so that it stays so.
  it("for the rate limit: a new address of the same /64 does not get a new allowance", async () => {
    await service.start({ rateLimitPerMinute: 1 }, { trustProxy: "127.0.0.1" });
    expect((await contactFrom("2001:db8:1:2::1")).statusCode).toBe(200);
    expect((await contactFrom("2001:db8:1:2::2")).statusCode).toBe(429);
    expect((await contactFrom("2001:db8:1:2:abcd:ef01:2345:6789")).statusCode).toBe(429);
    // Another /64 is someone else; an IPv4 address written as IPv6 is that IPv4 address.
    expect((await contactFrom("2001:db8:1:3::1")).statusCode).toBe(200);
    expect((await contactFrom("198.51.100.7")).statusCode).toBe(200);
    expect((await contactFrom("::ffff:198.51.100.7")).statusCode).toBe(429);
    // The address itself is what is stored.
    expect(service.stored().map((entry) => entry.client.ip)).toEqual([
      "2001:db8:1:2::1",
      "2001:db8:1:3::1",
      "198.51.100.7",
    ]);
  });

  it("for the daily quota per address", async () => {
    await service.start(
      { capacity: { minFreeBytes: 0, dailyBytesPerAddress: 1.5 * megabyte } },
      { trustProxy: "127.0.0.1" },
    );
    expect((await uploadFrom("2001:db8:1:2::1")).status).toBe(200);
    const second = await uploadFrom("2001:db8:1:2::99");
    expect(second).toMatchObject({ status: 429, body: { errors: [{ message: expect.stringContaining("in a day") }] } });
    expect((await uploadFrom("2001:db8:1:3::1")).status).toBe(200);
  });

  it("for the upload slots: slow uploads from many addresses of one /64 hold two slots, and others still send files", async () => {
    await service.start({ capacity: { minFreeBytes: 0, maxUploadsInProgress: 20 } }, { trustProxy: "127.0.0.1" });
    const address = await service.app.listen({ port: 0, host: "127.0.0.1" });
    const port = Number(new URL(address).port);
    // Slow uploads (1 byte every 200 ms) from two addresses of one /64, cut off after 1.5 s.
    const slow = ["2001:db8:1:2::a", "2001:db8:1:2::b"].map((forwardedFor) =>
      postTrickle(port, "/f/ticket", { bytesPerTick: 1, tickMs: 200, maxMs: 1500, forwardedFor }),
    );
    await new Promise((wait) => setTimeout(wait, 300));
    const third = await uploadFrom("2001:db8:1:2::c");
    expect(third).toMatchObject({
      status: 429,
      body: { errors: [{ message: expect.stringContaining("still arriving") }] },
    });
    expect((await uploadFrom("2001:db8:1:3::c")).status).toBe(200);
    await Promise.all(slow);
  });
});

describe("one address never holds every upload slot", () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), "capacity-"));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("with FORM_MAX_UPLOADS=2, one address holds one, and the other is left for someone else", async () => {
    const capacity = new Capacity(
      { ...defaultCapacityLimits, minFreeBytes: 0, maxUploadsInProgress: 2, maxUploadsPerAddress: 2 },
      folder,
      async () => 0,
      serviceErrors,
    );
    const first = await capacity.admit("2001:db8:1:2::/64", 1000, { upload: true });
    await expect(capacity.admit("2001:db8:1:2::/64", 1000, { upload: true })).rejects.toMatchObject({ status: 429 });
    const other = await capacity.admit("198.51.100.7", 1000, { upload: true });
    // Now every slot is taken: the next one is told the service is busy.
    await expect(capacity.admit("203.0.113.9", 1000, { upload: true })).rejects.toMatchObject({ status: 503 });
    first.release();
    other.release();
  });
});
