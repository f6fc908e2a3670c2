import { describe, expect, it } from "vitest";
import {
  asked,
  type Commands,
  type Machine,
  needed,
  plan,
  prepare,
  type Probes,
  prerequisites,
} from "../../../scripts/prerequisites.ts";

/** Everything CI's machine has: Debian's Chromium and headless shell, Java, nginx-light with brotli, PostgreSQL. */
const everything = [
  "/usr/bin/chromium",
  "/usr/lib/chromium/chromium-headless-shell",
  "/usr/sbin/nginx",
  "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so",
  "/usr/bin/java",
  "/usr/bin/pg_ctlcluster",
  "/usr/lib/postgresql/15",
];

/** A machine with these files (a command is there when /usr/bin/<it> is), nothing run for real. */
function machine(
  files: string[],
  {
    debian = true,
    root = true,
    env = {},
    playwright = false,
    failing = [] as string[],
    postgresUrl = "postgres://x",
  } = {},
) {
  const present = new Set(files);
  const probes: Probes = {
    exists: (path) => present.has(path),
    onPath: (command) => present.has(`/usr/bin/${command}`),
    hasEntries: (folder) => [...present].some((path) => path.startsWith(`${folder}/`)),
    playwrightHeadlessShell: () => playwright,
    env: { ...env },
  };
  const ran: string[] = [];
  const lines: string[] = [];
  const problems: string[] = [];
  /** apt-get install puts in place what each package brings, unless it is one of `failing`. */
  const brings: Record<string, string[]> = {
    chromium: ["/usr/bin/chromium"],
    "chromium-headless-shell": ["/usr/lib/chromium/chromium-headless-shell"],
    "default-jre-headless": ["/usr/bin/java"],
    "nginx-light": ["/usr/sbin/nginx"],
    "libnginx-mod-http-brotli-static": ["/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"],
    postgresql: ["/usr/bin/pg_ctlcluster", "/usr/lib/postgresql/17"],
  };
  const run: Commands = (command, args, { env: extra = {}, quiet }) => {
    ran.push(
      [...Object.entries(extra).map(([name, value]) => `${name}=${value}`), command, ...args, quiet ? ">/dev/null" : ""]
        .join(" ")
        .trim(),
    );
    if (args[0] !== "install") return 0;
    const packages = args.filter((arg) => !arg.startsWith("-")).slice(1);
    if (packages.some((name) => failing.includes(name))) return 100;
    for (const name of packages) for (const path of brings[name]) present.add(path);
    return 0;
  };
  const started: string[] = [];
  const fake: Machine = {
    probes,
    system: { debian, root },
    run,
    startPostgres: () => {
      started.push("scripts/start-test-postgres.sh");
      return postgresUrl || null;
    },
    say: { line: (text) => lines.push(text), problem: (text) => problems.push(text) },
  };
  return { fake, ran, lines, problems, started, probes };
}

const withOut = (...gone: string[]) => everything.filter((path) => !gone.includes(path));

describe("npm test's prerequisites", () => {
  it("finds everything on a machine that has it, runs nothing and says nothing", () => {
    const { fake, ran, lines, problems } = machine(everything);
    expect(prepare({}, fake)).toBe(true);
    expect([ran, lines, problems]).toEqual([[], [], []]);
  });

  it("needs neither the full Chromium nor PostgreSQL on a plain run, both with --ci", () => {
    const names = (options: { ci?: boolean; postgres?: boolean }, env = {}) =>
      needed(prerequisites, asked(options, env)).map(({ name }) => name);
    const always = ["Chromium's headless shell", "Java", "nginx", "nginx's brotli_static module"];
    expect(names({})).toEqual(always);
    expect(names({ postgres: true })).toEqual([...always, "PostgreSQL"]);
    expect(names({ ci: true })).toEqual(["Chromium", ...always, "PostgreSQL"]);
    // On CI the storage tests must run against PostgreSQL (tests/unit/store/test-databases.ts), unless told not to.
    expect(names({}, { CI: "true" })).toEqual([...always, "PostgreSQL"]);
    expect(names({}, { CI: "true", SKIP_POSTGRES_TESTS: "1" })).toEqual(always);
    // A database already named is used as it is: nothing to install or start.
    expect(names({ ci: true }, { TEST_DATABASE_URL: "postgres://elsewhere" })).toEqual(["Chromium", ...always]);
  });

  it("on Debian as root, installs what is missing as .ci/run did: apt-get update once, one install, a line each", () => {
    const { fake, ran, lines, problems, probes } = machine(
      withOut("/usr/lib/chromium/chromium-headless-shell", "/usr/bin/java"),
    );
    expect(prepare({}, fake)).toBe(true);
    expect(ran).toEqual([
      "apt-get update -qq",
      "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell default-jre-headless >/dev/null",
    ]);
    expect(lines).toEqual([
      "Installing Chromium's headless shell (chromium-headless-shell) for the browser tests...",
      "Installing Java (default-jre-headless) for the Nu HTML Checker...",
    ]);
    expect(problems).toEqual([]);
    expect(plan(needed(prerequisites, asked({}, {})), probes, fake.system).action).toBe("ready");
  });

  it("installs only the brotli module beside an nginx that is there, and both where there is none", () => {
    const onlyModule = machine(withOut("/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"));
    expect(prepare({}, onlyModule.fake)).toBe(true);
    expect(onlyModule.ran[1]).toBe(
      "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libnginx-mod-http-brotli-static >/dev/null",
    );
    const neither = machine(withOut("/usr/sbin/nginx", "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"));
    expect(prepare({}, neither.fake)).toBe(true);
    expect(neither.ran[1]).toBe(
      "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light libnginx-mod-http-brotli-static >/dev/null",
    );
    // Debian's other place for it counts as much.
    const inBin = machine([...withOut("/usr/sbin/nginx"), "/usr/bin/nginx"]);
    expect(prepare({}, inBin.fake)).toBe(true);
    expect(inBin.ran).toEqual([]);
  });

  it("with --ci, on a bare Debian, installs all .ci/run did and starts PostgreSQL for the steps after it", () => {
    const { fake, ran, lines, started, probes } = machine([], { postgresUrl: "postgres://site_test@127.0.0.1/x" });
    expect(prepare({ ci: true }, fake)).toBe(true);
    expect(ran).toEqual([
      "apt-get update -qq",
      "DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell default-jre-headless nginx-light libnginx-mod-http-brotli-static postgresql >/dev/null",
    ]);
    expect(lines).toEqual([
      "Installing Chromium (chromium) for the benchmark and the screenshots...",
      "Installing Chromium's headless shell (chromium-headless-shell) for the browser tests...",
      "Installing Java (default-jre-headless) for the Nu HTML Checker...",
      "Installing nginx (nginx-light) for the tests of the site behind the nginx config the build writes...",
      "Installing nginx's brotli_static module (libnginx-mod-http-brotli-static) for that nginx to send the build's .br files...",
      "Installing PostgreSQL (postgresql) for the storage tests...",
      "Starting PostgreSQL for the storage tests...",
    ]);
    expect(started).toEqual(["scripts/start-test-postgres.sh"]);
    expect(probes.env.TEST_DATABASE_URL).toBe("postgres://site_test@127.0.0.1/x");
  });

  it("starts no PostgreSQL when TEST_DATABASE_URL names one, nor on a plain run", () => {
    const named = machine(everything, { env: { CI: "1", TEST_DATABASE_URL: "postgres://mine" } });
    expect(prepare({ ci: true }, named.fake)).toBe(true);
    expect([named.started, named.probes.env.TEST_DATABASE_URL]).toEqual([[], "postgres://mine"]);
    const plain = machine(everything);
    expect(prepare({}, plain.fake)).toBe(true);
    expect([plain.started, plain.probes.env.TEST_DATABASE_URL]).toEqual([[], undefined]);
  });

  it("stops in one sentence when PostgreSQL does not start", () => {
    const { fake, problems } = machine(everything, { postgresUrl: "" });
    expect(prepare({ postgres: true }, fake)).toBe(false);
    expect(problems).toEqual([
      "npm test could not start PostgreSQL for the storage tests (scripts/start-test-postgres.sh, above, runs as root): set TEST_DATABASE_URL to a database they may write to, then run npm test -- --postgres again.",
    ]);
  });

  it("on Debian but not as root, says what to install and installs nothing", () => {
    const { fake, ran, problems } = machine(
      withOut("/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium", "/usr/bin/java"),
      {
        root: false,
      },
    );
    expect(prepare({}, fake)).toBe(false);
    expect(ran).toEqual([]);
    expect(problems).toEqual([
      "npm test needs Chromium's headless shell and Java, which are missing: install the Debian packages chromium-headless-shell and default-jre-headless (as root: apt-get install chromium-headless-shell default-jre-headless), then run npm test again.",
    ]);
  });

  it("elsewhere, names the things and Debian's packages in one sentence", () => {
    const { fake, ran, problems } = machine([], { debian: false, root: true });
    expect(prepare({}, fake)).toBe(false);
    expect(ran).toEqual([]);
    expect(problems).toEqual([
      "npm test needs Chromium's headless shell, Java, nginx and nginx's brotli_static module, which are missing: install them (the Debian packages chromium-headless-shell, default-jre-headless, nginx-light and libnginx-mod-http-brotli-static, or your system's own), then run npm test again.",
    ]);
    const onlyJava = machine(withOut("/usr/bin/java"), { debian: false });
    expect(prepare({}, onlyJava.fake)).toBe(false);
    expect(onlyJava.problems).toEqual([
      "npm test needs Java, which is missing: install it (the Debian package default-jre-headless, or your system's own), then run npm test again.",
    ]);
  });

  it("where it cannot install, lets the browser tests run in the full Chromium or Playwright's own shell", () => {
    const debianChromium = machine(withOut("/usr/lib/chromium/chromium-headless-shell"), { root: false });
    expect(prepare({}, debianChromium.fake)).toBe(true);
    const playwrights = machine(withOut("/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium"), {
      debian: false,
      playwright: true,
    });
    expect(prepare({}, playwrights.fake)).toBe(true);
    expect([debianChromium.problems, playwrights.problems]).toEqual([[], []]);
  });

  it("takes CHROMIUM_PATH as the tests do: the browser of both when it is set", () => {
    const named = machine(
      ["/opt/chrome", ...withOut("/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium")],
      {
        env: { CHROMIUM_PATH: "/opt/chrome" },
      },
    );
    expect(prepare({ ci: true }, named.fake)).toBe(true);
    expect(named.ran).toEqual([]);
    const nowhere = machine(withOut(), { root: false, env: { CHROMIUM_PATH: "/opt/none" } });
    expect(prepare({}, nowhere.fake)).toBe(false);
    expect(nowhere.problems[0]).toMatch(/^npm test needs Chromium's headless shell, which is missing/);
  });

  it("stops in one sentence when apt-get fails, unless the tests have a stand-in", () => {
    const { fake, problems, ran } = machine(withOut("/usr/bin/java"), { failing: ["default-jre-headless"] });
    expect(prepare({}, fake)).toBe(false);
    expect(ran).toHaveLength(2);
    expect(problems).toEqual([
      "npm test could not install Java (apt-get failed, above): install default-jre-headless as root, then run npm test again.",
    ]);
    const standIn = machine(withOut("/usr/lib/chromium/chromium-headless-shell"), {
      failing: ["chromium-headless-shell"],
    });
    expect(prepare({}, standIn.fake)).toBe(true);
    expect(standIn.lines.at(-1)).toBe(
      "Chromium's headless shell could not be installed: the browser tests run in /usr/bin/chromium instead, at half the speed.",
    );
  });
});
