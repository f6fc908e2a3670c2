/**
 * What the tests need of the system, beyond node_modules: the browser, Java, nginx and its brotli module, and
 * PostgreSQL when asked. `npm test` checks them first (scripts/test.ts), in a few milliseconds when all is there; on
 * Debian as root it installs what is missing, with apt-get, as CI always has; elsewhere it stops at once with one
 * sentence naming the Debian packages, rather than minutes later with Playwright asking for a download this machine
 * may not be able to make. `.ci/run` is `npm ci` and `npm test -- --ci`: the same list, and the same install.
 *
 * How each is found is how the tests find it (scripts/chromium.ts, tests/e2e/html-and-security.spec.ts,
 * tests/nginx/test-nginx.ts, scripts/start-test-postgres.sh). What looks at the system is passed in (`Probes`,
 * `System`, `Commands`), so that what is decided, installed and said can be tested without it.
 */
import { spawnSync } from "node:child_process";
import { accessSync, constants, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { delimiter, dirname, isAbsolute, join, resolve } from "node:path";
import { debianChromium, debianHeadlessShell } from "./chromium.ts";

/** How the system is looked at: files, commands on the PATH, the environment. */
export interface Probes {
  exists(path: string): boolean;
  /** A command the tests run by its name (as `command -v` finds it). */
  onPath(command: string): boolean;
  /** A folder that exists and holds something. */
  hasEntries(folder: string): boolean;
  /** Playwright's own headless shell is installed (`npx playwright install chromium-headless-shell`). */
  playwrightHeadlessShell(): boolean;
  env: Record<string, string | undefined>;
}

/** What decides between installing and saying what to install. */
export interface System {
  debian: boolean;
  root: boolean;
}

/** When npm test needs a prerequisite: on every run, with `--ci` (.ci/run's machine), or for PostgreSQL's tests. */
export type Need = "always" | "ci" | "postgres";

export interface Prerequisite {
  /** As a sentence names it: "Java". */
  name: string;
  /** What it is for, as said when it is installed: "for the Nu HTML Checker". */
  purpose: string;
  /** The Debian packages that install it. */
  packages: string[];
  need: Need;
  present(probes: Probes): boolean;
  /**
   * What the tests do instead when this is missing and cannot be installed here (not Debian, not root, or the install
   * failed), if they can ("the browser tests run in ..."), else undefined: a machine that can install gets the right
   * one, and one that cannot is not stopped for what would work.
   */
  standIn?(probes: Probes): string | undefined;
}

/** The module the tests' nginx loads by its path (tests/nginx/test-nginx.ts). */
const brotliStaticModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
const nginxBinaries = ["/usr/sbin/nginx", "/usr/bin/nginx"];

export const prerequisites: Prerequisite[] = [
  {
    name: "Chromium",
    purpose: "for the benchmark and the screenshots",
    packages: ["chromium"],
    need: "ci",
    // scripts/chromium.ts's chromiumPath.
    present: ({ exists, env }) => exists(env.CHROMIUM_PATH ?? debianChromium),
  },
  {
    name: "Chromium's headless shell",
    purpose: "for the browser tests",
    packages: ["chromium-headless-shell"],
    need: "always",
    // scripts/chromium.ts's testChromiumPath: CHROMIUM_PATH names the tests' browser when it is set.
    present: ({ exists, env }) => exists(env.CHROMIUM_PATH ?? debianHeadlessShell),
    // Without it the tests run in Debian's full Chromium (at half the speed), or in Playwright's own headless shell.
    standIn: ({ exists, env, playwrightHeadlessShell }) =>
      !env.CHROMIUM_PATH && exists(debianChromium)
        ? `the browser tests run in ${debianChromium} instead, at half the speed`
        : playwrightHeadlessShell()
          ? "the browser tests run in Playwright's own headless shell instead"
          : undefined,
  },
  {
    name: "Java",
    purpose: "for the Nu HTML Checker",
    packages: ["default-jre-headless"],
    need: "always",
    present: ({ onPath }) => onPath("java"),
  },
  {
    name: "nginx",
    purpose: "for the tests of the site behind the nginx config the build writes",
    packages: ["nginx-light"],
    need: "always",
    present: ({ exists }) => nginxBinaries.some((path) => exists(path)),
  },
  {
    // Its own line: where another nginx is installed, this package alone (nginx-light would replace that nginx).
    name: "nginx's brotli_static module",
    purpose: "for that nginx to send the build's .br files",
    packages: ["libnginx-mod-http-brotli-static"],
    need: "always",
    present: ({ exists }) => exists(brotliStaticModule),
  },
  {
    name: "PostgreSQL",
    purpose: "for the storage tests",
    packages: ["postgresql"],
    need: "postgres",
    // As scripts/start-test-postgres.sh looks for it: Debian's cluster tools and a server version.
    present: ({ onPath, hasEntries }) => onPath("pg_ctlcluster") && hasEntries("/usr/lib/postgresql"),
  },
];

/** What `npm test` was asked for (its options and the environment). */
export interface Asked {
  /** `--ci`: all that .ci/run sets up, the full Chromium and PostgreSQL included. */
  ci: boolean;
  /** The storage tests run against a PostgreSQL that npm test installs if need be and starts. */
  postgres: boolean;
}

/**
 * PostgreSQL is asked for by `--postgres` or `--ci`, and on CI (CI set), where the storage tests refuse to pass on
 * SQLite alone unless SKIP_POSTGRES_TESTS is set (tests/unit/store/test-databases.ts); never when TEST_DATABASE_URL
 * already names a database: that one is used as it is.
 */
export function asked(options: { ci?: boolean; postgres?: boolean }, env: Probes["env"]): Asked {
  const ci = Boolean(options.ci);
  const wanted = ci || Boolean(options.postgres) || Boolean(env.CI && !env.SKIP_POSTGRES_TESTS);
  return { ci, postgres: wanted && !env.TEST_DATABASE_URL };
}

export function needed(list: Prerequisite[], what: Asked): Prerequisite[] {
  return list.filter(
    ({ need }) => need === "always" || (need === "ci" && what.ci) || (need === "postgres" && what.postgres),
  );
}

/** What to do: nothing, install these, or stop with this sentence. */
export type Plan =
  | { action: "ready" }
  | { action: "install"; missing: Prerequisite[]; packages: string[] }
  | { action: "stop"; sentence: string };

/** "a", "a and b", "a, b and c". */
export function listed(words: string[]): string {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
}

/** The one sentence npm test stops with when it cannot install what is missing. */
export function stopSentence(missing: Prerequisite[], system: System, command = "npm test"): string {
  const things = listed(missing.map(({ name }) => name));
  const packages = missing.flatMap((prerequisite) => prerequisite.packages);
  const what = `the Debian package${packages.length > 1 ? "s" : ""} ${listed(packages)}`;
  const how = system.debian
    ? `install ${what} (as root: apt-get install ${packages.join(" ")})`
    : `install ${missing.length > 1 ? "them" : "it"} (${what}, or your system's own)`;
  return `npm test needs ${things}, which ${missing.length > 1 ? "are" : "is"} missing: ${how}, then run ${command} again.`;
}

/** The decision, from what is there, the system and what was asked: nothing is run. */
export function plan(list: Prerequisite[], probes: Probes, system: System, command = "npm test"): Plan {
  const missing = list.filter((prerequisite) => !prerequisite.present(probes));
  if (missing.length === 0) return { action: "ready" };
  if (system.debian && system.root) {
    return { action: "install", missing, packages: [...new Set(missing.flatMap(({ packages }) => packages))] };
  }
  const lacking = missing.filter((prerequisite) => !prerequisite.standIn?.(probes));
  return lacking.length === 0
    ? { action: "ready" }
    : { action: "stop", sentence: stopSentence(lacking, system, command) };
}

/** Runs a command with its output shown (`quiet`: its standard output dropped); its exit status. */
export type Commands = (
  command: string,
  args: string[],
  options: { env?: Record<string, string>; quiet?: boolean },
) => number;

/** Says a line: what is installed, to the standard output; why npm test stops, to the standard error. */
export interface Say {
  line(text: string): void;
  problem(text: string): void;
}

/**
 * Checks `list` and, on Debian as root, installs what is missing exactly as CI did: `apt-get update` once, then one
 * `apt-get install` of every package, its list of what it unpacks dropped, its errors shown. True when the tests can
 * run; false after saying, in one sentence, why not.
 */
export function ensure(
  list: Prerequisite[],
  probes: Probes,
  system: System,
  run: Commands,
  say: Say,
  command = "npm test",
) {
  const decided = plan(list, probes, system, command);
  if (decided.action === "ready") return true;
  if (decided.action === "stop") {
    say.problem(decided.sentence);
    return false;
  }
  for (const { name, packages, purpose } of decided.missing)
    say.line(`Installing ${name} (${packages.join(", ")}) ${purpose}...`);
  const installed =
    run("apt-get", ["update", "-qq"], {}) === 0 &&
    run("apt-get", ["install", "-y", "-qq", ...decided.packages], {
      env: { DEBIAN_FRONTEND: "noninteractive" },
      quiet: true,
    }) === 0;
  // Looked at again: what the tests find, not what apt-get said.
  const still = decided.missing.filter((prerequisite) => !prerequisite.present(probes));
  const lacking = still.filter((prerequisite) => !prerequisite.standIn?.(probes));
  if (lacking.length === 0) {
    for (const { name, standIn } of still) say.line(`${name} could not be installed: ${standIn?.(probes)}.`);
    return true;
  }
  const packages = lacking.flatMap((prerequisite) => prerequisite.packages).join(" ");
  say.problem(
    `npm test could not install ${listed(lacking.map(({ name }) => name))} (${installed ? "apt-get installed the packages, but the tests do not find them" : "apt-get failed, above"}): install ${packages} as root, then run ${command} again.`,
  );
  return false;
}

/** Whether Playwright's own headless shell is installed, looked for where Playwright keeps its browsers. */
function playwrightHeadlessShell(): boolean {
  try {
    const core = dirname(createRequire(import.meta.url).resolve("playwright-core/package.json"));
    const browsers = JSON.parse(readFileSync(join(core, "browsers.json"), "utf8")) as {
      browsers: { name: string; revision: string }[];
    };
    const revision = browsers.browsers.find(({ name }) => name === "chromium-headless-shell")?.revision;
    const browsersPath = process.env.PLAYWRIGHT_BROWSERS_PATH;
    const cache =
      process.platform === "darwin"
        ? join(homedir(), "Library", "Caches")
        : process.platform === "win32"
          ? (process.env.LOCALAPPDATA ?? join(homedir(), "AppData", "Local"))
          : (process.env.XDG_CACHE_HOME ?? join(homedir(), ".cache"));
    const folder =
      browsersPath === "0"
        ? join(core, ".local-browsers")
        : browsersPath
          ? resolve(browsersPath)
          : join(cache, "ms-playwright");
    return (
      Boolean(revision) && existsSync(join(folder, `chromium_headless_shell-${revision}`, "INSTALLATION_COMPLETE"))
    );
  } catch {
    return false;
  }
}

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export const systemProbes: Probes = {
  exists: existsSync,
  onPath: (command) =>
    (process.env.PATH ?? "")
      .split(delimiter)
      .some((folder) => folder !== "" && isAbsolute(folder) && executable(join(folder, command))),
  hasEntries: (folder) => {
    try {
      return readdirSync(folder).length > 0;
    } catch {
      return false;
    }
  },
  playwrightHeadlessShell,
  env: process.env,
};

export const thisSystem: System = { debian: existsSync("/etc/debian_version"), root: process.getuid?.() === 0 };

export const systemCommands: Commands = (command, args, { env, quiet }) =>
  spawnSync(command, args, {
    stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    env: { ...process.env, ...env },
  }).status ?? 1;

/** Starts the storage tests' PostgreSQL as CI always has (scripts/start-test-postgres.sh): its address, or null. */
export function startTestPostgres(): string | null {
  const script = join(import.meta.dirname, "start-test-postgres.sh");
  const started = spawnSync(script, { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
  return started.status === 0 && started.stdout.trim() ? started.stdout.trim() : null;
}

export interface Machine {
  probes: Probes;
  system: System;
  run: Commands;
  startPostgres: () => string | null;
  say: Say;
}

export const thisMachine: Machine = {
  probes: systemProbes,
  system: thisSystem,
  run: systemCommands,
  startPostgres: startTestPostgres,
  say: { line: (text) => console.log(text), problem: (text) => console.error(text) },
};

/**
 * npm test's first step: what its options and the environment ask for is there, installed if need be, and the
 * storage tests' PostgreSQL started when asked (its address set in TEST_DATABASE_URL for every step after this one).
 * False after saying in one sentence why the tests cannot run.
 */
export function prepare(options: { ci?: boolean; postgres?: boolean }, machine: Machine = thisMachine): boolean {
  const { probes, system, run, startPostgres, say } = machine;
  const what = asked(options, probes.env);
  const command = options.ci ? "npm test -- --ci" : options.postgres ? "npm test -- --postgres" : "npm test";
  if (!ensure(needed(prerequisites, what), probes, system, run, say, command)) return false;
  if (!what.postgres) return true;
  say.line("Starting PostgreSQL for the storage tests...");
  const url = startPostgres();
  if (!url) {
    say.problem(
      `npm test could not start PostgreSQL for the storage tests (scripts/start-test-postgres.sh, above, runs as root): set TEST_DATABASE_URL to a database they may write to, then run ${command} again.`,
    );
    return false;
  }
  probes.env.TEST_DATABASE_URL = url;
  return true;
}
