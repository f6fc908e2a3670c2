import { describe, expect, it } from "vitest";
import type { EditorState } from "../../../src/studio/state/editor-state.ts";
import { idTaken, withId } from "../../../src/studio/ui/files/new-file.ts";

/** The editor's state with these files on disk, no unsaved changes. */
const stateWith = (files: Record<string, unknown>) =>
  ({
    disk: new Map(Object.entries(files).map(([file, value]) => [file, { text: JSON.stringify(value), version: "1" }])),
    drafts: new Map(),
    schemas: {},
  }) as unknown as EditorState;

describe("a new page or item made from another", () => {
  it("starts without the old addresses of the one it was made from: those lead to that one", () => {
    const copy = withId(
      { id: "old", formerIds: ["older"], title: "A post" },
      "site-data/collections/posts/old.json",
      "new-post",
    );
    expect(copy).toEqual({ id: "new-post", title: "A post" });
    const page = withId(
      { id: "about", path: "/about", formerPaths: ["/about-us"] },
      "site-data/pages/about.json",
      "team",
    );
    expect(page).toEqual({ id: "team", path: "/team" });
  });

  it("may not take an address that is a page's own, nor an id another item has", () => {
    const state = stateWith({
      "site-data/pages/open-application.json": { id: "open-application", path: "/careers/open-application" },
      "site-data/pages/job-application.json": { id: "job-application", path: "/careers/:jobId", collection: "jobs" },
      "site-data/collections/jobs/developer.json": { id: "developer" },
    });
    const taken = idTaken(state, "site-data/collections/jobs/developer.json");
    expect(taken("open-application")).toBe(true);
    expect(taken("developer")).toBe(true);
    expect(taken("designer")).toBe(false);
  });
});
