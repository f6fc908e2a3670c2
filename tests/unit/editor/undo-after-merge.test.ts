import { expect, test, vi } from "vitest";
import type { Conflict, SaveRequest } from "../../../src/core/contract/api-types.ts";

/** The server, as far as these tests need one: every check passes, every save is taken as sent. */
vi.mock("../../../src/studio/api.ts", () => ({
  api: {
    check: async () => ({ diagnostics: [] }),
    save: async (request: SaveRequest) => ({
      files: request.files.map(({ file, text }) => ({ file, text, version: `mine-${text?.length}` })),
      published: { subject: "About: title changed", commit: null, ms: 900, push: "not a repository" },
    }),
  },
  Refused: class extends Error {},
  Unreachable: class extends Error {},
}));

const ABOUT = "site-data/pages/about.json";
const HOME = "site-data/pages/home.json";
const about = { title: "About us", subtitle: "Who we are", intro: "Since 2015" };
const home = { title: "Home", subtitle: "Welcome" };
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A fresh editor (its state is the module's) with About and Home as on disk. */
async function openEditor() {
  vi.resetModules();
  const { editor } = await import("../../../src/studio/state/editor-store.ts");
  const { fileValue } = await import("../../../src/studio/state/editor-state.ts");
  editor.load({
    project: "p",
    seq: 0,
    files: [
      { file: ABOUT, text: text(about), version: "a1" },
      { file: HOME, text: text(home), version: "h1" },
    ],
    notYours: [],
    schemas: {},
    images: [],
    maxUploadBytes: 0,
  });
  await vi.waitFor(() => expect(editor.get().check).not.toBeNull());
  return { editor, value: (file = ABOUT) => fileValue(editor.get(), file) };
}

/** Someone else's publish of About, as the change feed brings it. */
const theirs = (value: unknown, version: string): Conflict => ({
  file: ABOUT,
  disk: text(value),
  version,
  by: "bola.ade@nerivo.ng",
  at: Date.UTC(2026, 11, 5, 10, 42),
});

test("undo after someone else's publish takes back the person's last step only: their field stays, and the person's earlier step", async () => {
  const { editor, value } = await openEditor();
  editor.edit(ABOUT, ["title"], "About Nerivo");
  editor.edit(ABOUT, ["subtitle"], "Engineers in Lagos");
  const published = { ...about, intro: "Since 2015, in Lagos and Abuja" };
  expect(editor.receive([theirs(published, "a2")])).toBe(0);
  expect(editor.get().past).toHaveLength(2);
  expect(value()).toEqual({ title: "About Nerivo", subtitle: "Engineers in Lagos", intro: published.intro });

  editor.undo();
  expect(value()).toEqual({ title: "About Nerivo", subtitle: about.subtitle, intro: published.intro });
  editor.undo();
  expect(value()).toEqual(published);
  expect(editor.get().past).toHaveLength(0);

  editor.redo();
  editor.redo();
  expect(value()).toEqual({ title: "About Nerivo", subtitle: "Engineers in Lagos", intro: published.intro });
});

test("steps waiting to be redone are brought onto the other person's change too", async () => {
  const { editor, value } = await openEditor();
  editor.edit(ABOUT, ["title"], "About Nerivo");
  editor.undo();
  expect(editor.get().future).toHaveLength(1);
  const published = { ...about, subtitle: "Who we are, and what we make" };
  editor.receive([theirs(published, "a2")]);
  expect(value()).toEqual(published);
  editor.redo();
  expect(value()).toEqual({ ...published, title: "About Nerivo" });
});

test("a field both changed: the person keeps theirs, and undoing that step shows the other person's, not the old one", async () => {
  const { editor, value } = await openEditor();
  editor.edit(ABOUT, ["subtitle"], "Engineers in Lagos");
  editor.edit(ABOUT, ["title"], "Ada's title");
  const published = { ...about, title: "Bola's title" };
  expect(editor.receive([theirs(published, "a2")])).toBe(1);
  editor.answer(editor.get().questions[0], "mine");
  expect(value()).toEqual({ ...about, title: "Ada's title", subtitle: "Engineers in Lagos" });
  editor.undo();
  expect(value()).toEqual({ ...about, title: "Bola's title", subtitle: "Engineers in Lagos" });
});

test("a step on another file is left as it was by a change to this one", async () => {
  const { editor, value } = await openEditor();
  editor.edit(HOME, ["title"], "Home of Nerivo");
  editor.edit(ABOUT, ["title"], "About Nerivo");
  editor.receive([theirs({ ...about, intro: "Since 2016" }, "a2")]);
  editor.undo();
  editor.undo();
  expect(value(HOME)).toEqual(home);
  expect(value()).toEqual({ ...about, intro: "Since 2016" });
});

test("a field of the person's last publish that someone else changed since is a notice of who, what and when; the status no longer says it is live", async () => {
  const { editor, value } = await openEditor();
  editor.edit(ABOUT, ["title"], "Ada's title");
  await vi.waitFor(() => expect(editor.get().check?.diagnostics).toEqual([]));
  await editor.save();
  expect(editor.get().published?.subject).toBe("About: title changed");
  expect(editor.get().ownFields).toEqual([{ file: ABOUT, path: ["title"], value: "Ada's title" }]);

  // A change to a field that was not the person's says nothing.
  const first = { ...about, title: "Ada's title", intro: "Since 2016" };
  editor.receive([theirs(first, "a3")]);
  expect(editor.get().replaced).toEqual([]);
  expect(editor.get().publishedReplaced).toBeNull();

  const change = theirs({ ...first, title: "Bola's title" }, "a4");
  editor.receive([change]);
  expect(value()).toMatchObject({ title: "Bola's title" });
  expect(editor.get().replaced).toEqual([
    { id: expect.any(Number), file: ABOUT, path: ["title"], theirs: "Bola's title", by: change.by, at: change.at },
  ]);
  expect(editor.get().publishedReplaced).toEqual({ by: change.by, at: change.at });
  // Said once: the field is theirs now.
  editor.receive([theirs({ ...first, title: "Bola's second title" }, "a5")]);
  expect(editor.get().replaced).toHaveLength(1);

  editor.dismissReplaced(editor.get().replaced[0].id);
  expect(editor.get().replaced).toEqual([]);
});
