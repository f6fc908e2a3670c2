import type { Plugin } from "vite";

/**
 * Makes every <style> that Mantine renders next to a component (the media queries of responsive props, SimpleGrid
 * columns) a hoistable style, which React puts in the document's <head>.
 *
 * Mantine's InlineStyles can already render `<style href precedence>` (its `deduplicate` option), but only Box
 * passes it; SimpleGrid always writes a plain <style> inside <body>, which is not valid HTML and which
 * the prerender cannot move without breaking hydration. Defaulting the option to on fixes all of them at once, in
 * the form island and in the prerender alike (vite.config.ts bundles Mantine into the server build for this).
 */
const inlineStylesFile = /\/@mantine\/core\/esm\/core\/InlineStyles\/InlineStyles\.mjs$/;
const signature = "function InlineStyles({ deduplicate, ...props })";

export function mantineHoistedStylesPlugin(): Plugin {
  return {
    name: "mantine-hoisted-styles",
    apply: "build",
    transform(code, id) {
      if (!inlineStylesFile.test(id.split("?")[0].split("\\").join("/"))) return null;
      if (!code.includes(signature)) {
        this.error(
          `@mantine/core's InlineStyles no longer starts with "${signature}": update ${import.meta.filename} for this Mantine version.`,
        );
      }
      return { code: code.replace(signature, "function InlineStyles({ deduplicate = true, ...props })"), map: null };
    },
  };
}
