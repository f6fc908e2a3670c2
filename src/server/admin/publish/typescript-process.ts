import { join } from "node:path";
import { pathToFileURL } from "node:url";

/**
 * The arguments that make node run one of the project's TypeScript scripts: node with tsx's loader, rather than tsx's
 * command, which starts a second node process to run the script in (some 0.2 s more before a publish's build starts).
 */
export const typeScriptArgs = (root: string, script: string): string[] => [
  "--import",
  pathToFileURL(join(root, "node_modules/tsx/dist/loader.mjs")).href,
  join(root, script),
];
