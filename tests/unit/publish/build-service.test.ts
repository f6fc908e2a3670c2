import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { BuildFailed, buildService } from "../../../src/server/admin/publish/build-service.ts";

const repository = join(import.meta.dirname, "../../..");
const root = mkdtempSync(join(tmpdir(), "build-service-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
mkdirSync(join(root, "scripts"));
symlinkSync(join(repository, "node_modules"), join(root, "node_modules"), "dir");
// A stand-in for scripts/build-service.ts that answers as the release's name asks, and says which process answered.
writeFileSync(
  join(root, "scripts/build-service.ts"),
  `process.on("disconnect", () => process.exit(0));
process.on("message", ({ id, release }: { id: number; release: string }) => {
  if (release === "crash") {
    process.stderr.write("the build process ran out of memory\\n");
    process.exit(3);
  }
  if (release === "new code" && !process.env.RESTARTED) {
    process.send!({ id, restart: true });
    process.exit(0);
  }
  if (release === "fail") process.send!({ id, ok: false, output: "validate: ...\\n", message: "the post has no title" });
  else process.send!({ id, ok: true, output: \`built \${release} in process \${process.pid}\`, ms: 5 });
});
process.send!({ ready: true });
`,
);

const pidOf = (output: string) => Number(/process (\d+)/.exec(output)?.[1]);

describe("the publisher's build process", () => {
  const service = buildService(root);
  afterAll(() => service.stop());

  it("builds one release after another in the same process", async () => {
    const first = await service.build("release-1");
    const second = await service.build("release-2");
    expect(first.output).toContain("built release-1");
    expect(second.output).toContain("built release-2");
    expect(pidOf(second.output)).toBe(pidOf(first.output));
  });

  it("says what a failed build said", async () => {
    const failure = await service.build("fail").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailed);
    expect((failure as Error).message).toBe("validate: ...\nthe post has no title");
  });

  it("tells the publish when the process stops mid-build, and starts another for the next", async () => {
    const before = pidOf((await service.build("release-3")).output);
    const failure = await service.build("crash").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BuildFailed);
    expect((failure as Error).message).toContain("the build process ran out of memory");
    const after = pidOf((await service.build("release-4")).output);
    expect(after).not.toBe(before);
  });

  it("builds with a new process once the old one stops for new code", async () => {
    process.env.RESTARTED = "";
    const before = pidOf((await service.build("release-5")).output);
    // The next process started sees the code as new already.
    process.env.RESTARTED = "yes";
    try {
      const built = await service.build("new code");
      expect(built.output).toContain("built new code");
      expect(pidOf(built.output)).not.toBe(before);
    } finally {
      delete process.env.RESTARTED;
    }
  });
});
