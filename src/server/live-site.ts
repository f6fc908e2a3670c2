import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { readRedirects } from "../core/serving/redirects.ts";
import { speculationRulesFile } from "../core/serving/speculation-rules.ts";

/** A built site as the server sends it: its folder, and what the server reads of it once (redirects, speculation rules). */
interface Served {
  dir: string;
  redirects: Map<string, string>;
  rules: string | null;
}

const read = (dir: string): Served => ({
  dir,
  redirects: readRedirects(dir),
  rules: existsSync(join(dir, speculationRulesFile)) ? readFileSync(join(dir, speculationRulesFile), "utf8") : null,
});

/**
 * The built site the server sends, which a publish replaces whole (src/server/admin/publish/): each request reads `current`
 * once and is answered from that folder to the end, so a visitor sees the old site or the new one, never a mix.
 */
export class LiveSite {
  private served: Served;

  constructor(dir: string) {
    this.served = read(dir);
  }

  get current(): Served {
    return this.served;
  }

  /** From now on, `dir` is the site: a complete build, made beside the one it replaces. */
  swap(dir: string): void {
    this.served = read(dir);
  }
}
