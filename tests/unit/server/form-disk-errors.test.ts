import { afterEach, describe, expect, it, vi } from "vitest";
import { file, fileBytes, FormServiceFixture } from "./form-service-fixture.ts";

// The disk fails while an upload is written to the temporary folder: every write of an upload's .part file throws
// the error `failing.with` names, as a full disk or a broken one would.
const failing = vi.hoisted(() => ({ with: null as { code: string; errno: number; message: string } | null }));
vi.mock("node:fs/promises", async (importOriginal) => {
  const real = await importOriginal<typeof import("node:fs/promises")>();
  const open: typeof real.open = async (...args: Parameters<typeof real.open>) => {
    const handle = await real.open(...args);
    if (!failing.with || !String(args[0]).endsWith(".part")) return handle;
    const error = failing.with;
    return new Proxy(handle, {
      get(target, property) {
        if (property === "write")
          return async () =>
            Promise.reject(
              Object.assign(new Error(`${error.code}: ${error.message}, write`), {
                code: error.code,
                errno: error.errno,
                syscall: "write",
              }),
            );
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  };
  return { ...real, open, default: { ...real, open } };
});

let service: FormServiceFixture | undefined;
afterEach(async () => {
  failing.with = null;
  await service?.close();
});

/** The service, with what it logs kept as lines of JSON. */
async function serviceWithLog() {
  const logs: Record<string, unknown>[] = [];
  service = await new FormServiceFixture().start(
    {},
    { logger: { level: "info", stream: { write: (line: string) => void logs.push(JSON.parse(line)) } } },
  );
  return { service, logs };
}

describe("a disk that fails during an upload", () => {
  it("full: 507 in the protocol's shape, the cause logged, nothing kept, and the next upload works when there is room again", async () => {
    const { service, logs } = await serviceWithLog();
    failing.with = { code: "ENOSPC", errno: -28, message: "no space left on device" };
    const answer = await service.post("/f/ticket", [
      ["email", "ada@example.com"],
      ["attachment", file(fileBytes.png(50_000), "screen.png")],
    ]);
    expect(answer).toMatchObject({
      status: 507,
      body: { errors: [{ message: expect.stringContaining("no room to store submissions") }] },
    });
    expect(logs.some((line) => line.level === 50 && JSON.stringify(line.err).includes("ENOSPC"))).toBe(true);
    expect(service.stored()).toEqual([]);
    failing.with = null;
    expect(
      (
        await service.post("/f/ticket", [
          ["email", "ada@example.com"],
          ["attachment", file(fileBytes.png(50_000), "screen.png")],
        ])
      ).status,
    ).toBe(200);
  });

  it("broken (EIO): 500 in the protocol's shape with the cause logged, not 400 'could not be read'", async () => {
    const { service, logs } = await serviceWithLog();
    failing.with = { code: "EIO", errno: -5, message: "i/o error" };
    const answer = await service.post("/f/ticket", [
      ["email", "ada@example.com"],
      ["attachment", file(fileBytes.png(50_000), "screen.png")],
    ]);
    expect(answer).toMatchObject({ status: 500, body: { errors: [{ message: expect.any(String) }] } });
    expect(logs.some((line) => line.level === 50 && JSON.stringify(line.err).includes("EIO"))).toBe(true);
  });
});
