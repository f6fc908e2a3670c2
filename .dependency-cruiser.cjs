/**
 * Which folder of src/ may import which (docs/architecture.md, "Where code goes"), checked by dependency-cruiser:
 * `npm run check:folders` (a step of `npm test`), and drawn by `npm run folders`.
 *
 * src/ is five rooms, each importing only rooms listed above it here (and the studio not the pipeline), so that none
 * reaches back up and no cycle of imports can run between rooms:
 *
 *   core       the site's model and rules: validation, content, page paths, images, the form protocol, the
 *              generated types, the error catalogue, how the site is served (serving/), and what the studio and the
 *              server say to each other (contract/)                                                  imports nothing
 *   site       the site as visitors get it: the page's frame, the blocks and their islands, the page's script
 *                                                                                                    → core
 *   pipeline   the build: bundles, prerender, pictures, releases (and the build of the studio)      → core, site
 *   studio     the editing app in the browser; its preview renders the site's blocks                 → core, site
 *   server     the one Node process: the site, forms, the inbox, /admin, publishing, the editing API, the store
 *                                                                                                    → core, site, pipeline
 *
 * Type-only imports count as imports: a room that needs another's types depends on it. A file of a room's tests
 * (beside what it tests) follows its room's rules; scripts/ and tests/ may import any room.
 */
const rooms = ["core", "site", "pipeline", "studio", "server"];
const outsideTheRooms = `^src/(?!(${rooms.join("|")})/)`;

/** The rule that `room` imports none of `others`, with what to do instead. */
function importsNone(room, others, comment, exceptFrom) {
  return {
    name: `${room}-not-to-${others.join("-")}`,
    comment,
    severity: "error",
    from: { path: `^src/${room}/`, ...(exceptFrom && { pathNot: exceptFrom }) },
    to: { path: `^src/(${others.join("|")})/` },
  };
}

/** @type {import("dependency-cruiser").IConfiguration} */
module.exports = {
  forbidden: [
    importsNone(
      "core",
      ["site", "pipeline", "studio", "server"],
      "src/core is the model and the rules every other room builds on, so it imports none of them. Move what both " +
        "sides need into src/core, or have the caller hand it in.",
    ),
    importsNone(
      "site",
      ["pipeline", "studio", "server"],
      "src/site is what visitors get, rendered by the build, the studio's preview and the server alike: it imports " +
        "src/core only. Move what it needs from the other room into src/site or src/core.",
    ),
    importsNone(
      "pipeline",
      ["studio", "server"],
      "src/pipeline builds the site from src/core and src/site; the server runs the build to publish, never the " +
        "other way round. Move what both need into src/pipeline or below.",
    ),
    importsNone(
      "studio",
      ["pipeline", "server"],
      "src/studio runs in the browser: it reaches the server over HTTP, with the types of src/core/contract/, and " +
        "never imports the server or the build. (Its Vite config is the build's, run in Node: it may name where " +
        "src/pipeline/editor-app.ts writes the app.)",
      "^src/studio/vite\\.config\\.ts$",
    ),
    importsNone(
      "server",
      ["studio"],
      "src/server answers the studio without importing it: what both must agree on is in src/core/contract/.",
    ),
    {
      name: "in-a-room",
      comment: `Every file of src/ is in one of its rooms (src/${rooms.join(", src/")}), whose imports are checked.`,
      severity: "error",
      from: { path: outsideTheRooms },
      to: {},
    },
    {
      name: "into-a-room",
      comment: `Every file of src/ is in one of its rooms (src/${rooms.join(", src/")}), whose imports are checked.`,
      severity: "error",
      from: { path: "^src/" },
      to: { path: outsideTheRooms },
    },
    {
      name: "alone-in-a-room",
      comment: `Every file of src/ is in one of its rooms (src/${rooms.join(", src/")}), whose imports are checked.`,
      severity: "error",
      from: { path: outsideTheRooms, orphan: true },
      to: {},
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
      comment: "src/site/render-context/ is what blocks and the frame read: it imports neither of them.",
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
        "importing it. Move what both files need into a third.",
      severity: "error",
      from: { path: "^src/" },
      to: { circular: true },
    },
  ],
  options: {
    // src/'s own files only: packages are not followed.
    doNotFollow: { path: "node_modules" },
    includeOnly: { path: "^src/" },
    // `import type` counts as an import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      mainFields: ["module", "main", "types", "typings"],
    },
  },
};
