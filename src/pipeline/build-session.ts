import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { createSiteChecker, SiteDataError, type LoadedSite, type SiteChecker } from "../core/content/load-site-data.ts";
import { createSchemaValidators } from "../core/validation/ajv-instance.ts";
import { changingPublicImageReader, readSiteFiles } from "../core/validation/read-site-files.ts";
import { filesUnder } from "./files-under.ts";
import type { WorkerSetup } from "./worker-protocol.ts";
import { startWorkerPool, type WorkerPool } from "./worker-pool.ts";

/**
 * What a process that builds again and again keeps from one build to the next (the publisher's build process,
 * src/server/admin/publish/build-service.ts): the site data as last checked, so that a build checks only the files that
 * changed since (a publish changes one or a few of a thousand), and the render workers, with the server bundle
 * imported and their code warmed up. A build without a session reads and checks everything and starts its workers
 * afresh, as `npm run build` does.
 */
export interface BuildSession {
  /** The site data on disk, checked as a whole, each file checked again only when its text changed. */
  loadSiteData(root: string): LoadedSite;
  /** The workers of the last build when they render with the same bundle and setup, else new ones. */
  workerPool(script: string, setup: WorkerSetup): WorkerPool;
  /** Stops the workers (the next build starts new ones); the site data stays. */
  closeWorkers(): Promise<void>;
}

const sha256 = (parts: Iterable<string | Buffer>) => {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part).update("\0");
  return hash.digest("hex");
};

/** The schemas' names and contents: checks made against other schemas are made again. */
function schemasKey(schemasDir: string): string {
  return sha256(filesUnder(schemasDir).flatMap((file) => [file, readFileSync(join(schemasDir, file))]));
}

export function createBuildSession(): BuildSession {
  let site: { root: string; schemas: string; checker: SiteChecker; texts: Map<string, string> } | undefined;
  let workers: { key: string; pool: WorkerPool } | undefined;

  return {
    loadSiteData(root) {
      const schemasDir = join(root, "schemas");
      const schemas = schemasKey(schemasDir);
      if (site?.root !== root || site.schemas !== schemas)
        site = {
          root,
          schemas,
          checker: createSiteChecker(
            createSchemaValidators(schemasDir),
            // A picture replaced since the last build (an upload) is read again.
            changingPublicImageReader(join(root, "public")),
          ),
          texts: new Map(),
        };
      const wanted = new Map(readSiteFiles(root).map(({ file, text }) => [file, text]));
      const changes: [string, string | null][] = [];
      for (const [file, text] of wanted) if (site.texts.get(file) !== text) changes.push([file, text]);
      for (const file of site.texts.keys()) if (!wanted.has(file)) changes.push([file, null]);
      let check: ReturnType<SiteChecker["update"]>;
      try {
        check = site.checker.update(changes);
      } catch (error) {
        // A check that throws leaves the checker half-way: the next build checks everything afresh.
        site = undefined;
        throw error;
      }
      site.texts = wanted;
      if (!check.loaded) throw new SiteDataError(check.diagnostics);
      return check.loaded;
    },
    workerPool(script, setup) {
      const { mtimeMs, size } = statSync(script);
      const key = sha256([script, String(mtimeMs), String(size), JSON.stringify(setup)]);
      if (workers?.key === key && workers.pool.usable) return workers.pool;
      void workers?.pool.close();
      workers = { key, pool: startWorkerPool(script, setup) };
      return workers.pool;
    },
    async closeWorkers() {
      const closing = workers?.pool.close();
      workers = undefined;
      await closing;
    },
  };
}
