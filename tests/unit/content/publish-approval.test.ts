import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { needsApproval } from "../../../src/core/contract/publish-approval.ts";

const published = readFileSync("site-data/site.json", "utf8");
const withSetting = (setting: unknown) => {
  const site = JSON.parse(published) as Record<string, Record<string, unknown>>;
  return JSON.stringify({ ...site, editing: { ...site.editing, publishNeedsApproval: setting } });
};

describe("needsApproval", () => {
  it("makes editors' publishes wait and not admins' when the settings say nothing", () => {
    expect((JSON.parse(published) as { editing: object }).editing).not.toHaveProperty("publishNeedsApproval");
    expect(needsApproval(published, "editor")).toBe(true);
    expect(needsApproval(published, "admin")).toBe(false);
  });

  it("follows the setting for each role", () => {
    const none = withSetting({ editor: false, admin: false });
    expect(needsApproval(none, "editor")).toBe(false);
    expect(needsApproval(none, "admin")).toBe(false);
    const both = withSetting({ editor: true, admin: true });
    expect(needsApproval(both, "editor")).toBe(true);
    expect(needsApproval(both, "admin")).toBe(true);
  });

  it("takes the settings read as well as their text", () => {
    expect(
      needsApproval(
        { editing: { editorsMayChangeMenus: false, publishNeedsApproval: { editor: false, admin: true } } },
        "admin",
      ),
    ).toBe(true);
    expect(needsApproval({ editing: { editorsMayChangeMenus: false } }, "editor")).toBe(true);
  });

  it("says what the default says for settings it cannot read", () => {
    expect(needsApproval(null, "editor")).toBe(true);
    expect(needsApproval("{ not json", "editor")).toBe(true);
    expect(needsApproval("{ not json", "admin")).toBe(false);
    expect(needsApproval(withSetting({ editor: "no" }), "editor")).toBe(true);
  });
});
