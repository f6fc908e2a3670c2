import type { Plugin } from "postcss";

/** Matches a selector that applies only under Mantine's dark colour scheme. */
export const darkSchemeSelector = /\[data-mantine-color-scheme=['"]?dark['"]?\]/;

/**
 * Drops the dark-colour-scheme rules from Mantine's stylesheets. The site is light only (the <html> element is
 * prerendered with data-mantine-color-scheme="light" and MantineProvider defaults to light), so they never apply
 * and only cost visitors bytes.
 */
export function lightSchemeOnly(): Plugin {
  return {
    postcssPlugin: "light-scheme-only",
    Rule(rule) {
      const kept = rule.selectors.filter((selector) => !darkSchemeSelector.test(selector));
      if (kept.length === 0) rule.remove();
      else if (kept.length < rule.selectors.length) rule.selectors = kept;
    },
  };
}
