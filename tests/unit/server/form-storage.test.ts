import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { postMultipart, startChildServer } from "./child-server.ts";
import { FormServiceFixture, fileBytes } from "./form-service-fixture.ts";
import { inboxOutput } from "./run-inbox.ts";

const fixtures: FormServiceFixture[] = [];
const service = async (dataDir?: string, logLines?: string[]) => {
  const fixture = new FormServiceFixture(dataDir);
  fixtures.push(fixture);
  const logger = logLines ? { level: "info", stream: { write: (line: string) => void logLines.push(line) } } : false;
  return fixture.start({}, { logger });
};

afterEach(async () => {
  vi.restoreAllMocks();
  for (const fixture of fixtures.splice(0)) await fixture.close();
});

const contactEntries = (message: string): [string, string][] => [
  ["name", "Ada"],
  ["email", "ada@example.com"],
  ["message", message],
];
const inboxJson = async (dataDir: string) => {
  const result = await inboxOutput(["--json"], { FORM_DATA_DIR: dataDir, DATA_DIR: dataDir });
  return { entries: JSON.parse(result.out) as { fields: Record<string, string> }[], stderr: result.err };
};

/** Whether this machine lets the tests mount a small tmpfs (root in a sandbox that allows it; CI does). */
function canMount(): boolean {
  const probe = mkdtempSync(join(tmpdir(), "mount-probe-"));
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", probe], { stdio: "ignore" });
    execFileSync("umount", [probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

describe("nothing acknowledged is lost after a full disk", () => {
  it.runIf(canMount())(
    "on a real 1 MB disk holding the database: full, freed, full again mid-commit, freed again; every acknowledged message is readable",
    { timeout: 60_000 },
    async () => {
      const disk = mkdtempSync(join(tmpdir(), "forms-full-disk-"));
      execFileSync("mount", ["-t", "tmpfs", "-o", "size=1m", "tmpfs", disk]);
      try {
        const fixture = await service(disk);
        const acknowledged: string[] = [];
        const submit = async (form: "contact" | "story", text: string) => {
          const answer = await fixture.post(
            `/f/${form}`,
            form === "contact" ? contactEntries(text) : [["story", text]],
          );
          if (answer.status === 200) acknowledged.push(text);
          return answer;
        };
        // Until the disk is full: the free-space check refuses before anything is written, or the database's commit
        // finds no room and is rolled back.
        let refused: Awaited<ReturnType<typeof submit>> | undefined;
        for (let index = 0; index < 1000 && !refused; index++) {
          const answer = await submit("contact", `Message ${index} ${"x".repeat(30)}`);
          if (answer.status !== 200) refused = answer;
        }
        expect(acknowledged.length).toBeGreaterThan(10);
        expect(refused).toMatchObject({
          status: 507,
          body: { errors: [{ message: expect.stringContaining("no room") }] },
        });

        execFileSync("mount", ["-o", "remount,size=8m", disk]);
        expect((await submit("contact", "After space was freed")).status).toBe(200);

        // Full again, this time in the middle of a commit: one free page left, and a row (control characters are
        // escaped in JSON, six bytes each) far longer than the body the free-space check saw.
        const { bavail, bsize } = statfsSync(disk);
        writeFileSync(join(disk, "filler"), Buffer.alloc((bavail - 1) * bsize));
        const midLine = await submit("story", "\u0001".repeat(3000));
        expect(midLine).toMatchObject({
          status: 507,
          body: { errors: [{ message: expect.stringContaining("no room") }] },
        });
        rmSync(join(disk, "filler"));
        expect((await submit("contact", "After space was freed again")).status).toBe(200);

        const { entries, stderr } = await inboxJson(disk);
        expect(stderr).not.toContain("not a readable submission");
        expect(entries.map((entry) => entry.fields.message ?? entry.fields.story).sort()).toEqual(
          [...acknowledged].sort(),
        );
      } finally {
        for (const fixture of fixtures.splice(0)) await fixture.close({ keepData: true });
        execFileSync("umount", [disk]);
        rmSync(disk, { recursive: true, force: true });
      }
    },
  );
});

describe("leftovers of an interrupted run are cleaned at start", () => {
  it("after kill -9 mid-upload: the partial upload and files without a submission row go; stored ones stay", {
    timeout: 60_000,
  }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "forms-killed-"));
    const server = await startChildServer({ dataDir });
    const stored = await postMultipart(server.port, "/f/apply", [
      { name: "email", value: "a@example.com" },
      { name: "resume", file: { filename: "cv.pdf", data: fileBytes.pdf(2000) } },
    ]);
    expect(stored).toMatchObject({ status: 200 });
    // A 3 MB upload, killed half-way: its partial file is in tmp/.
    const upload = postMultipart(
      server.port,
      "/f/ticket",
      [
        { name: "email", value: "a@example.com" },
        {
          name: "attachment",
          file: {
            filename: "log.zip",
            data: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(3 * 1024 * 1024)]),
          },
        },
      ],
      { stopAfterBytes: 2 * 1024 * 1024 },
    );
    await expect.poll(() => readdirSync(join(dataDir, "tmp")).length, { timeout: 5000 }).toBe(1);
    await server.stop("SIGKILL");
    await upload;
    // As if killed between moving a submission's files beside the store and committing its row.
    const orphan = "3f0c9a52-8a4e-4d42-b7a7-0c1d2e3f4a5b";
    mkdirSync(join(dataDir, "pending", orphan), { recursive: true });
    writeFileSync(join(dataDir, "pending", orphan, "x.pdf"), "%PDF-");

    const logLines: string[] = [];
    await service(dataDir, logLines);
    expect(readdirSync(join(dataDir, "tmp"))).toEqual([]);
    const [kept] = fixtures[0].stored();
    expect(readdirSync(join(dataDir, "files"))).toEqual([kept.id]);
    expect(existsSync(join(dataDir, kept.files.resume.storedAs))).toBe(true);
    expect(readdirSync(join(dataDir, "pending"))).toEqual([]);
    expect(logLines.join("")).toContain("Cleaned what an interrupted run left");
  });
});
