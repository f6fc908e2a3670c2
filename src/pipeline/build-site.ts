import { mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, relative } from "node:path";
import { loadSiteData } from "../core/content/load-site-data.ts";
import { resolvePageData } from "../core/content/resolve-page-data.ts";
import { resolveSite } from "../core/content/site-settings.ts";
import type { PageData } from "../core/content/types.ts";
import { warningsReport } from "../core/content/warnings-report.ts";
import { imagesFolder } from "../core/images/responsive-image.ts";
import { buildImages } from "./build-images.ts";
import { buildLog, kilobytes, plural, seconds, type BuildLog } from "./build-log.ts";
import { buildMode, buildModeNames, type BuildCircumstances } from "./build-mode.ts";
import { replaceFile } from "./replace-file.ts";
import { servedSiteDataFile } from "./served-site-data.ts";
import { buildStateFile, forgetBuildState, readBuildState, writeBuildState, type PageRecord } from "./build-state.ts";
import { codeFingerprint } from "./code-fingerprint.ts";
import { compressedCopies, pruneCompressedCache } from "./compressed-copies.ts";
import { outputFiles, outputsIntact } from "./output-files.ts";
import { pageTemplate } from "./page-html.ts";
import { addressesOf, addressKey, goneSince, sharedRenderKey, unchangedSince } from "./render-plan.ts";
import { filesUnder } from "./files-under.ts";
import { emptySectionProblems } from "./empty-sections.ts";
import { generatedTypesFile, staleTypesProblem } from "./site-data-types.ts";
import { addressListFiles, siteFiles } from "./site-files.ts";
import { staticHostFiles } from "./host-files.ts";
import { writeNginxConfig } from "./nginx-config.ts";
import { addMovedAddresses, redirectMarkers } from "./redirect-markers.ts";
import { movedAddresses } from "../core/content/moved-addresses.ts";
import { buildBundles, bundlesPresent, clientDir, clientFiles, serverDir, workerBundle } from "./vite-bundles.ts";
import { startWorkerPool } from "./worker-pool.ts";
import type { BuildSession } from "./build-session.ts";
import { ServerError } from "../core/errors/server-errors.ts";

/** A reason the build stops that is not a problem of site data (those are a SiteDataError, with their places). */
export class BuildError extends ServerError<
  "types-stale" | "section-renders-empty" | "page-not-resolved" | "build-waited-for-save"
> {}

export interface BuildOptions {
  fullAsked: BuildCircumstances["fullAsked"];
  everyPageAsked?: boolean;
  log?: BuildLog;
  /** Where the site goes: dist/, or a release (src/pipeline/site-releases.ts). */
  outDir?: string;
  /** Writes deploy/nginx.conf for the site at this folder (the `dist` link), as `npm run build` does. */
  nginxRoot?: string;
  /**
   * A publish's build (`--quick-compress`): what changed gets quick compressed copies, kept out of the cache, so that
   * the release is ready sooner; the publisher has them compressed fully once it is live (src/pipeline/full-compression.ts).
   */
  quickCompress?: boolean;
  /**
   * What a process that builds again and again keeps between builds (src/pipeline/build-session.ts): the site data as
   * last checked and the render workers. Without it, everything is read, checked and started afresh.
   */
  session?: BuildSession;
}

/**
 * `npm run build`: validates site data once, checks the generated types, builds the client and server bundles with
 * Vite, makes the images, renders every address on every core and compresses what changed, into dist/. After a build,
 * the next one redoes only what changed (src/pipeline/build-mode.ts): when only site data and pictures changed it uses
 * the bundles again and renders only the addresses whose data, or what every page shares, changed
 * (src/pipeline/render-plan.ts), writing only files whose content changed and compressing only those.
 */
export async function buildSite(
  root: string,
  { fullAsked, everyPageAsked, log = buildLog(), outDir, nginxRoot, quickCompress = false, session }: BuildOptions,
): Promise<void> {
  const started = performance.now();
  const dist = outDir ?? join(root, "dist");
  const stateFile = buildStateFile(root, dist);
  const year = new Date().getFullYear();
  const previous = readBuildState(stateFile);
  const code = codeFingerprint(root);
  const mode = buildMode({
    fullAsked,
    everyPageAsked,
    previous,
    code,
    bundlesPresent: bundlesPresent(root),
    distIntact: previous !== null && outputsIntact(dist, previous.outputs),
  });
  const full = mode.kind === "full";
  /** Every page rendered into an empty dist/, nothing taken from the last build but (unless full) its bundles. */
  const fresh = mode.kind !== "data-only";
  log.line(`Build: ${buildModeNames[mode.kind]}, ${mode.reason}.`);

  const { siteData, referenceFields, imageSources } = await log.step(
    "validate",
    () => {
      const loaded = session ? session.loadSiteData(root) : loadSiteData(root);
      if (loaded.warnings.length) log.warn(warningsReport(loaded.warnings));
      return loaded;
    },
    ({ fileCount, blockCount, warnings }) =>
      `site data is valid: ${plural(fileCount, "file")}, ${plural(blockCount, "block")}${warnings.length ? `, ${plural(warnings.length, "warning")} (above)` : ""}; checked`,
  );

  if (full) {
    await log.step(
      "types",
      async () => {
        const problem = await staleTypesProblem(root);
        if (problem) throw new BuildError("types-stale", { said: problem });
      },
      () => `${generatedTypesFile} matches the schemas; checked`,
    );
    await log.step(
      "bundles",
      () => buildBundles(root),
      ({ clientBytes, serverBytes }) =>
        `built with Vite: client ${kilobytes(clientBytes)} (${clientDir}), server ${kilobytes(serverBytes)} (${serverDir})`,
    );
  } else {
    log.row("types", "not checked: schemas and code unchanged since the last build checked them");
    log.row("bundles", `reused: the last build's ${clientDir} and ${serverDir}`);
  }

  // From here on dist/ changes: a build that stops half-way must not be taken for a complete one.
  forgetBuildState(stateFile);
  if (fresh) rmSync(dist, { recursive: true, force: true });
  mkdirSync(dist, { recursive: true });
  const outputs = outputFiles(dist, fresh ? {} : previous!.outputs);

  const {
    images,
    share,
    files: imageFiles,
  } = await log.step(
    "images",
    () =>
      buildImages({
        publicDir: join(root, "public"),
        outDir: dist,
        cacheDir: join(root, ".cache/images"),
        sources: imageSources,
        shareSource: siteData.site.seo.image.src,
      }),
    ({ encoded }) =>
      `${plural(imageSources.size, "image")} of site data, ${plural(encoded, "photo")} encoded (the others from .cache/images); made`,
  );

  const site = resolveSite(siteData.site, year);
  // The workers start now and import the server bundle while the pages' data is worked out.
  const setup = {
    template: pageTemplate(readFileSync(join(root, clientDir, "index.html"), "utf8")),
    site,
    images,
    share,
  };
  const pool = session
    ? session.workerPool(join(root, workerBundle), setup)
    : startWorkerPool(join(root, workerBundle), setup);
  // A session's workers have worked for earlier builds: this build's work is what they do from now.
  const busyBefore = { ...pool.busy };
  const busy = (kind: keyof typeof busyBefore) => pool.busy[kind] - busyBefore[kind];
  try {
    const compressedCache = join(root, ".cache/compressed");
    const compression = compressedCopies(dist, compressedCache, pool, { quick: quickCompress });
    // Every file is compressed as soon as it is written, while pages go on rendering.
    const put = (path: string, content: string | Buffer) => {
      const written = outputs.put(path, content);
      if (written) compression.add(path, written);
    };
    for (const file of new Set(imageFiles)) {
      const adopted = outputs.adopt(`${imagesFolder}/${file}`);
      if (adopted) compression.add(`${imagesFolder}/${file}`, adopted);
    }
    for (const path of filesUnder(join(root, "public"))) put(path, readFileSync(join(root, "public", path)));
    for (const path of clientFiles(root)) put(path, readFileSync(join(root, clientDir, path)));

    const shared = sharedRenderKey({ code, site, images, share });
    const records: Record<string, PageRecord> = {};
    const redirects: Record<string, string> = {};
    const rendering: Promise<void>[] = [];
    let renderStarted = 0;
    /** Renders an address on the next free worker, and writes what it made. */
    const render = async (pathname: string, file: string, key: string, page: PageData, weight: number) => {
      renderStarted ||= performance.now();
      const { html } = await pool.run({ kind: "render", pathname, page }, weight);
      const empty = emptySectionProblems(pathname, html, page.sections, page.item?.value);
      if (empty.length) throw new BuildError("section-renders-empty", { problems: empty });
      put(file, html);
      records[pathname] = { key, file };
    };
    const addresses = await log.step(
      "pages",
      () => {
        const addresses = addressesOf(siteData);
        for (const { pathname, file, notFound } of addresses) {
          const page = resolvePageData(siteData, pathname, referenceFields, year);
          if (!notFound && page.status !== 200)
            throw new BuildError("page-not-resolved", { pathname, status: page.status });
          if (!notFound && page.redirect) redirects[pathname] = page.redirect;
          const { key, weight } = addressKey(shared, page, images);
          const address = { pathname, file, key };
          const before = fresh ? undefined : previous!.pages[pathname];
          if (unchangedSince(before, address)) {
            records[pathname] = before!;
            outputs.keep(file);
          } else {
            const rendered = render(pathname, file, key, page, weight);
            // A failure stops the build where all renders are awaited, not as an unhandled rejection before.
            rendered.catch(() => undefined);
            rendering.push(rendered);
          }
        }
        return addresses;
      },
      (addresses) =>
        `${plural(addresses.length, "address", "addresses")}: ${rendering.length} to render, ${addresses.length - rendering.length} unchanged; resolved`,
    );
    const gone = fresh ? [] : goneSince(previous!.pages, new Set(addresses.map(({ pathname }) => pathname)));
    addMovedAddresses(redirects, movedAddresses(siteData, referenceFields), addresses);

    // After the pages' data, so that the workers render and compress while these are made.
    await log.step(
      "site files",
      () => {
        const paths = addresses.filter(({ notFound }) => !notFound).map(({ pathname }) => pathname);
        const notFoundFiles = addresses.filter(({ notFound }) => notFound).map(({ file }) => file);
        const files = [
          ...siteFiles(siteData, site, year),
          ...addressListFiles(site, paths, redirects),
          ...staticHostFiles(redirects, notFoundFiles),
        ];
        for (const [path, content] of files) put(path, content);
        // What tells nginx to leave the redirects to the server (src/pipeline/redirect-markers.ts): one file each, so
        // not listed below.
        for (const [path, content] of redirectMarkers(redirects)) put(path, content);
        // For nginx in front of the project's own dist/ (a release built for /admin's publish has no config of its
        // own, and needs none: the config holds nothing of site data).
        if (nginxRoot ?? !outDir) writeNginxConfig(root, nginxRoot ?? dist);
        return files;
      },
      (files) => `${files.map(([path]) => path).join(", ")}; made`,
    );

    await Promise.all(rendering);
    log.row(
      "prerender",
      rendering.length
        ? `${plural(rendering.length, "page")} by ${plural(pool.size, "worker")}, each as soon as its data was resolved: ${seconds(busy("render"))} of work in ${seconds(performance.now() - renderStarted)}`
        : "nothing to render",
    );
    const { outputs: outputRecords, written, removed } = outputs.finish();
    // Files left as they were whose copies an earlier publish made quickly: their full copies, if ready, replace them.
    const rewritten = new Set(written);
    for (const [path, record] of Object.entries(outputRecords))
      if (record.quick && !rewritten.has(path)) compression.upgrade(path, record);
    const compressed = await compression.done();
    for (const [path, { quick, ...record }] of Object.entries(outputRecords))
      outputRecords[path] = compressed.quick.has(path) ? { ...record, quick: true } : record;
    log.row(
      "compress",
      compressed.files
        ? `${plural(compressed.files, "file")} written, ${kilobytes(compressed.bytes)} -> ${kilobytes(compressed.brotliBytes)} with brotli (${compressed.copied} copied: compressed before${compressed.quick.size ? `; ${compressed.quick.size} with quick copies, to be compressed fully once live` : ""}), each as soon as it was written: ${seconds(busy("compress"))} of work in ${seconds(performance.now() - compressed.started)}`
        : "no file to compress",
    );
    pruneCompressedCache(compressedCache, outputRecords);
    // What the server needs of site data (the forms and the words around them), as this release was built from it:
    // a server that starts while site data has problems serves this release with these (src/server/start.ts).
    replaceFile(servedSiteDataFile(dist), JSON.stringify({ site: siteData.site, forms: siteData.collections.forms }));
    writeBuildState(stateFile, { format: 2, code, pages: records, outputs: outputRecords });
    log.line(
      `Built ${outDir ? relative(root, outDir) : "dist/"} (${plural(written.length, "file")} written, ${Object.keys(outputRecords).length - written.length} left as they were, ${removed.length} removed${gone.length ? `, the pages of ${plural(gone.length, "address", "addresses")} no longer in the site among them` : ""}) in ${seconds(performance.now() - started)}.`,
    );
  } finally {
    if (!session) await pool.close();
  }
}
