import { existsSync, readFileSync } from "node:fs";
import { dirname, join, sep } from "node:path";
import type { Plugin } from "vite";

/**
 * Ships each Mantine component's stylesheet with the JavaScript that uses it, instead of Mantine's whole stylesheet.
 *
 * Every styled Mantine component imports its class names from a `<Name>.module.mjs` file, and MantineProvider
 * imports `baseline.mjs`, `default-css-variables.mjs` and `global.mjs`. In a build, this plugin adds the matching
 * `styles/<Name>.layer.css` import to each of those files, so a chunk carries exactly the CSS of the components
 * in it: a page loads the styles of the blocks it has, and a component used only by a lazy block is styled when
 * that block loads. The `.layer.css` files put Mantine's rules in `@layer mantine`, so our own CSS modules win
 * whatever order the chunks' stylesheets arrive in.
 *
 * The dev server pre-bundles dependencies (no per-file transform), so there the virtual module imports the full
 * stylesheets instead.
 */
const virtualId = "virtual:mantine-styles";
const packages = ["@mantine/core", "@mantine/notifications"];

function stylesheetFor(file: string): string | null {
  const normalized = file.split(sep).join("/");
  const match = /\/node_modules\/(@mantine\/[^/]+)\/esm\/(?:.*\/)?([\w-]+?)(?:\.module)?\.mjs$/.exec(normalized);
  if (!match) return null;
  const [, pkg, name] = match;
  const isModule = normalized.endsWith(".module.mjs");
  const isProviderStyles = /\/MantineProvider\/(baseline|default-css-variables|global)\.mjs$/.test(normalized);
  if (!isModule && !isProviderStyles) return null;
  const packageRoot = normalized.slice(0, normalized.indexOf(`/esm/`));
  const perComponent = `styles/${name}.layer.css`;
  if (existsSync(join(packageRoot, perComponent))) return `${pkg}/${perComponent}`;
  // Packages other than core ship one small stylesheet for all their components.
  if (existsSync(join(packageRoot, "styles.layer.css"))) return `${pkg}/styles.layer.css`;
  return null;
}

/** The Mantine stylesheets a CSS file @imports ("@mantine/core/styles/Input.layer.css"). */
function importsOf(cssFile: string): Set<string> {
  return new Set([...readFileSync(cssFile, "utf8").matchAll(/@import\s+"([^"]+)"/g)].map((match) => match[1]));
}

interface MantineStylesOptions {
  /**
   * CSS files a component links itself (src/site/blocks/Form/toast-styles.css): the Mantine stylesheets they import stay
   * out of the site's stylesheet, so pages without that component do not load them.
   */
  separate?: string[];
  /** Mantine stylesheets of parts the site never shows (e.g. a select's own chevron when we give ours). */
  unused?: string[];
}

export function mantineStylesPlugin({ separate = [], unused = [] }: MantineStylesOptions = {}): Plugin {
  let isBuild = false;
  const kept = new Set([...separate.flatMap((file) => [...importsOf(file)]), ...unused]);
  return {
    name: "mantine-styles",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    resolveId(id) {
      return id === virtualId ? `\0${virtualId}` : null;
    },
    load(id) {
      if (id !== `\0${virtualId}`) return null;
      if (isBuild) return "export {};";
      return packages
        .filter((pkg) => existsSync(join(dirname(import.meta.dirname), "..", "node_modules", pkg, "styles.layer.css")))
        .map((pkg) => `import "${pkg}/styles.layer.css";`)
        .join("\n");
    },
    transform(code, id) {
      if (!isBuild || this.environment?.config.consumer === "server") return null;
      const stylesheet = stylesheetFor(id.split("?")[0]);
      if (!stylesheet || kept.has(stylesheet)) return null;
      // Mantine's package.json marks its .mjs files free of side effects, which would drop the provider's
      // otherwise empty style modules; now that they import a stylesheet, they have one.
      const isProviderStyles = !id.includes(".module.mjs");
      return {
        code: `import "${stylesheet}";\n${code}`,
        map: null,
        moduleSideEffects: isProviderStyles ? true : undefined,
      };
    },
  };
}
