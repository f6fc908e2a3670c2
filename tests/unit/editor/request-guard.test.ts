import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { requestProblem } from "../../../src/server/editing/request-guard.ts";

const port = 4310;
const request = (method: string, headers: Record<string, string>) =>
  ({ method, headers }) as unknown as IncomingMessage;
const own = { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` };

describe("requestProblem: only the editor's own page may write", () => {
  it("answers the editor's own requests", () => {
    expect(requestProblem(request("GET", { host: own.host }), port)).toBeNull();
    expect(requestProblem(request("POST", own), port)).toBeNull();
    expect(
      requestProblem(request("POST", { host: `localhost:${port}`, origin: `http://localhost:${port}` }), port),
    ).toBeNull();
  });

  it("refuses a write from another site's page (cross-site request)", () => {
    expect(requestProblem(request("POST", { host: own.host, origin: "https://evil.example" }), port)).toMatch(
      /refused/,
    );
    expect(requestProblem(request("POST", { host: own.host, origin: `http://127.0.0.1:${port + 1}` }), port)).toMatch(
      /refused/,
    );
    expect(requestProblem(request("POST", { host: own.host, origin: "null" }), port)).toMatch(/refused/);
    expect(requestProblem(request("POST", { host: own.host }), port)).toMatch(/refused/);
  });

  it("refuses any request addressed to another host name (DNS rebinding), reads included", () => {
    expect(requestProblem(request("GET", { host: `evil.example:${port}` }), port)).toMatch(/refused/);
    expect(requestProblem(request("POST", { host: `evil.example:${port}`, origin: own.origin }), port)).toMatch(
      /refused/,
    );
    expect(requestProblem(request("GET", {}), port)).toMatch(/refused/);
  });
});
