import { describe, expect, it } from "vitest";
import { choiceLabel, nameFromId } from "../../../src/studio/state/choice-words.ts";
import { projectSchemas as schemas } from "../project-schemas.ts";

describe("a choice in words", () => {
  it("takes the schema's words for a value that is a code", () => {
    const networks = (schemas["blocks/shareButtons.schema.json"]!.properties as Record<string, Record<string, unknown>>)
      .networks.items as Record<string, unknown>;
    expect(choiceLabel(networks, "copy")).toBe("Copy link");
    expect(choiceLabel(networks, "linkedin")).toBe("LinkedIn");
  });

  it("reads a value as words where the schema gives none, and keeps one that is words already", () => {
    const split = { enum: ["wide-main", "even"] };
    expect(choiceLabel(split, "wide-main")).toBe("Wide main");
    expect(choiceLabel({ enum: ["Full-time"] }, "Full-time")).toBe("Full-time");
    expect(choiceLabel({ enum: [2, 3] }, 3)).toBe("3");
    expect(nameFromId("job-application")).toBe("Job application");
  });
});
