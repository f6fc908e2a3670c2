import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { watchFolders } from "../../../src/server/editing/watch-folders.ts";

const root = mkdtempSync(join(tmpdir(), "watch-folders-"));
mkdirSync(join(root, "pages"));
writeFileSync(join(root, "pages/home.json"), "{}\n");
const seen: string[] = [];
const watcher = watchFolders(root, (path) => seen.push(path));
afterAll(() => {
  watcher.close();
  rmSync(root, { recursive: true, force: true });
});

/** Replaces a file as the editor saves it: a temporary file renamed over it. */
function replace(file: string, text: string) {
  writeFileSync(`${file}.tmp`, text);
  renameSync(`${file}.tmp`, file);
}

const reported = (path: string) => vi.waitFor(() => expect(seen).toContain(path), { timeout: 5000 });

describe("watchFolders: every change to site data, whoever makes it", () => {
  it("sees a file replaced by a rename again and again, and written in place after that", async () => {
    const home = join(root, "pages/home.json");
    for (const text of ["1", "2", "3"]) {
      seen.length = 0;
      replace(home, text);
      await reported(home);
    }
    seen.length = 0;
    writeFileSync(home, "in place");
    await reported(home);
  });

  it("sees files in folders made after it started", async () => {
    mkdirSync(join(root, "collections"));
    await reported(join(root, "collections"));
    mkdirSync(join(root, "collections/posts"));
    await reported(join(root, "collections/posts"));
    writeFileSync(join(root, "collections/posts/new.json"), "{}\n");
    await reported(join(root, "collections/posts/new.json"));
  });
});
