import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSiteDataWorkspace } from "../../../src/core/content/site-data-workspace.ts";

const root = join(import.meta.dirname, "../../..");
const project = mkdtempSync(join(tmpdir(), "workspace-changes-"));
for (const folder of ["site-data", "schemas"]) cpSync(join(root, folder), join(project, folder), { recursive: true });
afterAll(() => rmSync(project, { recursive: true, force: true }));

const about = "site-data/pages/about.json";
const home = "site-data/pages/home.json";
const rewrite = (file: string, change: (text: string) => string) => {
  const path = join(project, file);
  writeFileSync(path, change(readFileSync(path, "utf8")));
  return path;
};

describe("the workspace's change feed (what open editors ask every second or two)", () => {
  const workspace = createSiteDataWorkspace(project);
  workspace.files();

  it("lists each file whose text changed after a change number, once, and nothing for a file written again as it was", () => {
    const start = workspace.seq();
    workspace.fileChanged(rewrite(about, (text) => text.replace("About Us", "About Nerivo")));
    workspace.fileChanged(rewrite(home, (text) => text));
    workspace.fileChanged(rewrite(about, (text) => text.replace("About Nerivo", "About the company")));
    expect(workspace.changesSince(start)).toEqual({ seq: start + 2, files: [about] });
    expect(workspace.changesSince(start + 2)).toEqual({ seq: start + 2, files: [] });
    expect(workspace.text(about)).toContain("About the company");
  });

  it("says to read everything again when asked from a number it does not know (a restarted server) or has forgotten", () => {
    expect(workspace.changesSince(workspace.seq() + 5)).toBeNull();
    const start = workspace.seq();
    for (let n = 0; n < 1001; n++)
      workspace.fileChanged(rewrite(about, (text) => text.replace(/"title": "[^"]*"/, `"title": "About ${n}"`)));
    expect(workspace.changesSince(start)).toBeNull();
    expect(workspace.changesSince(workspace.seq() - 1)).toEqual({ seq: workspace.seq(), files: [about] });
  });
});
