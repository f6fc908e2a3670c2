import type { Plugin } from "vite";

/** Library and block-part modules used by at least this many chunks (blocks, cards, the hydration code) go into "base". */
const sharedBy = 5;

/**
 * One "base" chunk for the code nearly every page needs: the router, Mantine's core and the small components and
 * parts most blocks share (Text, Group, buttons, section headings...). Left to automatic splitting, each module
 * shared by a different set of blocks becomes a chunk of its own, some under 200 bytes, and a page downloaded forty
 * files that each compress on their own (5-7 kB of gzip lost per page). React DOM stays apart: src/entry-client.tsx
 * evaluates it in a task of its own, to keep every task short on a slow phone.
 *
 * Packages' index modules only re-export: they are left out, or everything they re-export would come along.
 * Client build only; the server renderer is one file anyway.
 */
export function baseChunkPlugin(): Plugin {
  const candidate = /node_modules|src[\\/]blocks[\\/]parts[\\/]/;
  const apart = /node_modules[\\/](react-dom|scheduler)[\\/]|[\\/](esm[\\/]index|tabler-icons-react)\.mjs$/;
  return {
    name: "base-chunk",
    apply: (_config, { command, isSsrBuild }) => command === "build" && !isSsrBuild,
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "base", test: (id: string) => candidate.test(id) && !apart.test(id), minShareCount: sharedBy }],
            },
          },
        },
      },
    }),
  };
}
