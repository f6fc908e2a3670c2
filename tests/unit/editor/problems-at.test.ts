/** Which problems a field of the editor's form shows: matched by code and arguments, never by a message's words. */
import { describe, expect, it } from "vitest";
import { problemsAt, type FieldProblem } from "../../../src/studio/ui/fields/field-context.tsx";
import { problem } from "../../../src/core/validation/errors.ts";

const FILE = "site-data/pages/home.json";
const at = (pointer: string, found: ReturnType<typeof problem>): FieldProblem => ({
  file: FILE,
  line: 1,
  column: 1,
  pointer,
  severity: "error",
  ...found,
});

describe("the problems of a field", () => {
  const missingSubtitle = at("/sections/0", problem("missing-required-field", { field: "subtitle" }));
  const wrongTitle = at("/sections/0/title", problem("empty-text", { subject: '"title"' }));

  it("are those at its pointer, and a missing required field of its name reported at its object", () => {
    const problems = [missingSubtitle, wrongTitle];
    expect(problemsAt(problems, ["sections", 0, "subtitle"])).toEqual([missingSubtitle]);
    expect(problemsAt(problems, ["sections", 0, "title"])).toEqual([wrongTitle]);
    expect(problemsAt(problems, ["sections", 0, "primaryAction"])).toEqual([]);
  });

  it("go by the code and the field's name, whatever the message says", () => {
    const reworded = { ...missingSubtitle, message: "the subtitle is missing" };
    expect(problemsAt([reworded], ["sections", 0, "subtitle"])).toEqual([reworded]);
    const sameWords = { ...missingSubtitle, code: "schema-rule" as const, params: { keyword: "required" } };
    expect(problemsAt([sameWords], ["sections", 0, "subtitle"])).toEqual([]);
  });
});
