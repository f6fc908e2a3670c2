/**
 * Which folder of src/ may import which (docs/architecture.md, "Where code goes"), checked by dependency-cruiser:
 * `npm run check:folders` (a step of `npm test`), and drawn by `npm run folders`.
 *
 * src/ is five rooms, each importing only the rooms below it, so that none can reach back up and no cycle runs
 * between them:
 *
 *   core       the site's model and rules: schemas' types, validation, content, page paths, images, forms' rules,
 *              the error catalogue, and the contract between the studio and the server (core/contract/)
 *   site       the site as visitors get it: the renderer, the blocks, their islands, the page's script    → core
 *   pipeline   the build: bundles, prerender, pictures, releases                                         → core, site
 *   studio     the editing app in the browser (its preview renders blocks)                               → core, site
 *   server     the one Node process: site, forms, inbox, /admin, publishing, the editing API, the store
 *                                                                                        → core, site, pipeline
 *
 * Type-only imports count as imports: a room that needs another's types is a room that depends on it.
 */
const rooms = "core|site|pipeline|studio|server";

/** A rule that a room imports none of `above`. */
function importsNone(room, above, comment) {
  return {
    name: `${room}-not-to-${above.split("|").join("-")}`,
    comment,
    severity: "error",
    from: { path: `^src/${room}/` },
    to: { path: `^src/(${above})/` },
  };
}

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    importsNone(
      "core",
      "site|pipeline|studio|server",
      "src/core is the site's model and rules, shared by every other room: it imports none of them. Move what both " +
        "need into src/core, or hand it in as a value.",
    ),
    importsNone(
      "site",
      "pipeline|studio|server",
      "src/site is what visitors get, rendered by the build and the studio's preview: it imports src/core only.",
    ),
    importsNone(
      "pipeline",
      "studio|server",
      "src/pipeline builds the site (src/core, src/site); the server runs it to publish, never the other way round.",
    ),
    importsNone(
      "studio",
      "pipeline|server",
      "src/studio runs in the browser: it talks to the server over HTTP, with the types of src/core/contract/, and " +
        "never imports the server or the build.",
    ),
    importsNone(
      "server",
      "studio",
      "src/server answers the studio; what both must agree on (requests, answers, words) is in src/core/contract/.",
    ),
    {
      name: "no-folder-outside-the-rooms",
      comment: `Every file of src/ is in one of its rooms (${rooms.split("|").join(", ")}), whose imports are checked.`,
      severity: "error",
      from: { path: "^src/" },
      to: { path: `^src/(?!(${rooms})/)` },
    },
    // Inside the site: the page's frame renders blocks, blocks read the render context, and nothing imports back up.
    {
      name: "blocks-not-to-app",
      comment: "A block never imports the page's frame (src/site/app/): the frame renders blocks, not the other way.",
      severity: "error",
      from: { path: "^src/site/blocks/" },
      to: { path: "^src/site/app/" },
    },
    {
      name: "render-context-not-to-app-or-blocks",
      comment: "src/site/render-context/ is what blocks and the frame read; it imports neither of them.",
      severity: "error",
      from: { path: "^src/site/render-context/" },
      to: { path: "^src/site/(app|blocks)/" },
    },
    // Inside the core: content is built on validation.
    {
      name: "validation-not-to-content",
      comment: "src/core/content/ reads src/core/validation/, not the other way round.",
      severity: "error",
      from: { path: "^src/core/validation/" },
      to: { path: "^src/core/content/" },
    },
    {
      name: "no-cycle",
      comment:
        "No import cycle anywhere in src/: a layout block gets the renderer of its columns as a prop, not by " +
        "importing it. Break the cycle by moving what both files need into a third.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
    {
      name: "resolvable",
      comment: "Every import of src/ names a file or a package that exists.",
      severity: "error",
      from: { path: "^src/" },
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Only src/'s own files: packages are not followed, and scripts/ and tests/ may import any room.
    doNotFollow: { path: "node_modules" },
    includeOnly: { path: "^src/" },
    // Type-only imports count (`import type`), as they would for the browser's bundle were they values.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
