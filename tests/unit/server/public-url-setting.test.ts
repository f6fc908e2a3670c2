import { describe, expect, it } from "vitest";
import type { Site } from "../../../src/core/generated/site-data.ts";
import { serverSettings, SettingsError } from "../../../src/server/server-settings.ts";

const site = { company: { shortName: "Nerivo" }, seo: { siteUrl: "https://www.nerivo.ng" } } as Site;
const read = (env: Record<string, string>) => serverSettings("/project", site, env);

describe("PUBLIC_URL", () => {
  it("gives /admin the origin its changes must come from", () => {
    expect(read({ PUBLIC_URL: "https://www.nerivo.ng" }).publicOrigin).toBe("https://www.nerivo.ng");
    expect(read({ PUBLIC_URL: " https://WWW.Nerivo.ng/ " }).publicOrigin).toBe("https://www.nerivo.ng");
    expect(read({ PUBLIC_URL: "http://localhost:4173/site/" }).publicOrigin).toBe("http://localhost:4173");
    expect(read({ PUBLIC_URL: "https://www.nerivo.ng:443" }).publicOrigin).toBe("https://www.nerivo.ng");
  });

  it("unset, none: the origin the request names is compared, as before", () => {
    expect(read({}).publicOrigin).toBeUndefined();
    expect(read({ PUBLIC_URL: "  " }).publicOrigin).toBeUndefined();
  });

  it("a value that is not a site's address stops the server with a sentence naming it", () => {
    for (const value of ["www.nerivo.ng", "ftp://www.nerivo.ng", "https://user:secret@www.nerivo.ng", "nonsense"]) {
      expect(() => read({ PUBLIC_URL: value }), value).toThrow(SettingsError);
      expect(() => read({ PUBLIC_URL: value }), value).toThrow("PUBLIC_URL must be the site's public address");
    }
  });
});
