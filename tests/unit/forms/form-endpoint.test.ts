// jsdom, the default here, even where no DOM is needed: the shared tests/unit/setup.ts (not ours) writes to `window`,
// so a file switched to the node environment fails before its first test.
import { describe, expect, it } from "vitest";
import { formEndpoint } from "../../../src/core/forms/form-endpoint.ts";

describe("formEndpoint", () => {
  it("posts to this site's origin when base is empty", () => {
    expect(formEndpoint({ base: "" }, "contact")).toBe("/f/contact");
    expect(formEndpoint({ base: "", project: "site" }, "contact")).toBe("/p/site/f/contact");
  });

  it("joins an absolute base, with or without a trailing slash", () => {
    expect(formEndpoint({ base: "https://forms.example.com" }, "contact")).toBe("https://forms.example.com/f/contact");
    expect(formEndpoint({ base: "https://forms.example.com/" }, "contact")).toBe("https://forms.example.com/f/contact");
    expect(formEndpoint({ base: "https://forms.example.com/api/" }, "contact")).toBe(
      "https://forms.example.com/api/f/contact",
    );
  });

  it("puts the project before the form", () => {
    expect(formEndpoint({ base: "https://forms.example.com/", project: "1234" }, "xyzabc")).toBe(
      "https://forms.example.com/p/1234/f/xyzabc",
    );
  });

  it("an empty project is no project", () => {
    expect(formEndpoint({ base: "", project: "" }, "contact")).toBe("/f/contact");
  });

  it("URL-encodes ids, so an odd id cannot reach another path", () => {
    expect(formEndpoint({ base: "" }, "../admin?x=1#y")).toBe("/f/..%2Fadmin%3Fx%3D1%23y");
    expect(formEndpoint({ base: "", project: "a b/c" }, "é")).toBe("/p/a%20b%2Fc/f/%C3%A9");
  });
});
