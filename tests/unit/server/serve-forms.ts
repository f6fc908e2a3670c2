/**
 * A form service in a process of its own, for the tests that must watch or kill it (memory, kill -9). Reads its
 * options as JSON from FORM_SERVICE_TEST_OPTIONS, listens on a free port and prints `listening <port>`.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { databaseFile, openSqliteDatabase } from "../../../src/server/store/database.ts";
import { createSiteServer } from "../../../src/server/create-server.ts";
import { apply, company, contact, messages, notSent, serviceErrors, story, ticket } from "./form-service-fixture.ts";

const options = JSON.parse(process.env.FORM_SERVICE_TEST_OPTIONS ?? "{}") as {
  dataDir: string;
  /** An empty folder for its built site (one page), made and removed by child-server.ts. */
  distDir: string;
  maxUploadsInProgress?: number;
  maxUploadsPerAddress?: number;
};
writeFileSync(join(options.distDir, "index.html"), "<!doctype html><title>Home</title>");
const app = await createSiteServer({
  distDir: options.distDir,
  forms: {
    forms: [contact, apply, story, ticket],
    messages,
    notSent,
    serviceErrors,
    company,
    db: openSqliteDatabase(databaseFile("/", { DATA_DIR: options.dataDir })),
    dataDir: options.dataDir,
    rateLimitPerMinute: 100_000,
    capacity: {
      minFreeBytes: 0,
      dailyBytesPerAddress: 10 * 1024 ** 3,
      dailyBytes: 10 * 1024 ** 3,
      maxUploadsInProgress: options.maxUploadsInProgress ?? 100,
      maxUploadsPerAddress: options.maxUploadsPerAddress ?? 100,
    },
  },
});
const address = await app.listen({ port: 0, host: "127.0.0.1" });
console.log(`listening ${new URL(address).port}`);
