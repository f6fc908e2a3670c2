import type { Plugin, Rolldown } from "vite";

/**
 * Pages run only the shell script and the islands, but are styled by every component the prerender renders. The
 * browser's build gets a second entry, src/site/site-styles.ts, that imports all of them, so their CSS lands in the
 * site's one stylesheet (cssCodeSplit is off); then every script chunk no page can reach (that entry and what only
 * it imports) is dropped from the output, so dist/ holds only what visitors may download.
 */
export function stylesEntryPlugin(stylesEntry: string): Plugin {
  return {
    name: "styles-entry",
    // After Vite's own plugins have emitted the stylesheets of every chunk, those about to be dropped included.
    enforce: "post",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    // Its exports kept (an app build drops an entry's exports): what a component imports for its value, such as a
    // stylesheet it links by URL, would otherwise be shaken out and never emitted.
    config: () => ({
      build: {
        rolldownOptions: {
          input: { index: "index.html", styles: stylesEntry },
          preserveEntrySignatures: "exports-only",
          // What the components and the browser's code share (the markers of an island's parts, the search's
          // matching, the shell's pieces) goes in one chunk with the shell, not in a tiny chunk each.
          output: {
            codeSplitting: {
              groups: [
                {
                  name: "shell",
                  test: /[\\/]src[\\/]site[\\/](shell[\\/]|blocks[\\/]\w+[\\/][\w-]+-(markers|match)\.ts)/,
                },
              ],
            },
          },
        },
      },
    }),
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === "chunk");
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const reachable = new Set<string>();
      const visit = (fileName: string) => {
        if (reachable.has(fileName)) return;
        reachable.add(fileName);
        const chunk = byName.get(fileName);
        for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
      };
      for (const chunk of chunks)
        if (chunk.isEntry && chunk.facadeModuleId?.endsWith("index.html")) visit(chunk.fileName);
      for (const chunk of chunks) if (!reachable.has(chunk.fileName)) delete bundle[chunk.fileName];
    },
  };
}
