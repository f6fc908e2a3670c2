import { afterEach, describe, expect, it, vi } from "vitest";
import { api, Refused, Unreachable } from "../../../src/studio/api.ts";

const answer = (status: number, body: string, contentType: string) =>
  vi.fn(async () => new Response(body, { status, headers: { "Content-Type": contentType } }));

afterEach(() => vi.unstubAllGlobals());

describe("the editor's requests when the server is away", () => {
  it("takes nginx's gateway error page for the server being away, not for a refusal", async () => {
    for (const status of [502, 503, 504]) {
      vi.stubGlobal("fetch", answer(status, "<html><body>502 Bad Gateway</body></html>", "text/html"));
      await expect(api.alive()).rejects.toBeInstanceOf(Unreachable);
    }
  });

  it("still reads the server's own refusals in JSON, whatever their status", async () => {
    vi.stubGlobal(
      "fetch",
      answer(503, JSON.stringify({ error: "Publishing is paused: try again in a minute." }), "application/json"),
    );
    const refused = await api.alive().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(Refused);
    expect((refused as Refused).message).toBe("Publishing is paused: try again in a minute.");
  });

  it("takes no answer at all for the server being away", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(api.alive()).rejects.toBeInstanceOf(Unreachable);
  });
});
