/**
 * A publish from /admin, seen through nginx without reloading it: a copy of the project served by `npm start`, and in
 * front of it a real nginx with the config the copy's build wrote (deploy/nginx.conf, on the test's ports). A new
 * account signs in and publishes through nginx's /admin; nginx must then send the new page within seconds of the
 * publish's answer, and answer what its config cannot know, because the publish made it: a new opening's redirect,
 * and a renamed opening's old address, now unknown (its 404 page, not the redirect the last build had).
 *
 * Its own copy, server and nginx: the other specs behind nginx read the site data of the copy they run in, which a
 * publish would change under them.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, test } from "@playwright/test";
import { copyBuiltProject } from "../../scripts/copy-project.ts";
import { ServedCopy } from "../admin/served-copy.ts";
import { publishNginxPort, publishServePort } from "./ports.ts";
import { nginxBinary as nginx, nginxConfigProblem, onTestPorts, writeNginxConfig } from "./test-nginx.ts";

test.describe.configure({ mode: "serial" });

const projectRoot = resolve(import.meta.dirname, "../..");
const copyRoot = join(tmpdir(), `site-nginx-publish-${publishNginxPort}`);
const nginxFolder = join(copyRoot, ".cache/nginx-test");
/** Through nginx, as a visitor (and the person publishing) reaches the site. */
const front = `http://localhost:${publishNginxPort}`;
/** How soon after the publish's answer nginx must send it: the release is served before the answer leaves. */
const withinMs = 3_000;

/** The copy, with its requests sent through nginx once nginx is up (signing in and the editor's API among them). */
class CopyBehindNginx extends ServedCopy {
  through: string | null = null;
  override get origin(): string {
    return this.through ?? super.origin;
  }
}

const copy = new CopyBehindNginx(copyRoot, publishServePort, join(copyRoot, ".data"), { TRUST_PROXY: "127.0.0.1" });
let proxy: ChildProcess | undefined;
let session = "";

/** An address of the copy's site: the path of its page `id` (site-data/pages), with the item's id in it. */
function address(page: string, item: string): string {
  const { path } = JSON.parse(copy.read(`site-data/pages/${page}.json`)) as { path: string };
  return path.replace(/:\w+/, item);
}

/** Publishes these files' new texts (null: removed) through nginx's /admin; the time its answer came. */
async function publish(files: { file: string; text: string | null }[]): Promise<number> {
  const versions = await copy.versions(session);
  const answer = await copy.api(session, "save", {
    files: files.map(({ file, text }) => ({ file, text, base: versions.get(file) ?? null })),
  });
  const answered = Date.now();
  expect(answer.status, await answer.clone().text()).toBe(200);
  expect(((await answer.json()) as { published?: unknown }).published).toBeTruthy();
  return answered;
}

/** Asks nginx for `path` until `done` says its answer is the one expected; how long that took after `since`. */
async function untilServed(path: string, done: (response: Response, body: string) => boolean, since: number) {
  let last = "";
  while (Date.now() - since < withinMs * 4) {
    const response = await fetch(`${front}${path}`, { redirect: "manual" });
    const body = await response.text();
    if (done(response, body)) return Date.now() - since;
    last = `${response.status} ${response.headers.get("location") ?? ""} ${body.slice(0, 200)}`;
    await sleep(100);
  }
  throw new Error(`nginx never sent the publish at ${path}; it last answered ${last}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  expect(nginx, "nginx is not installed (apt-get install nginx-light)").toBeTruthy();
  rmSync(copyRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  copyBuiltProject(projectRoot, copyRoot);
  // `npm start` builds the copy (nothing to redo) and writes its deploy/nginx.conf: root its dist, upstream its PORT.
  await copy.start(200_000);
  mkdirSync(nginxFolder, { recursive: true });
  const args = writeNginxConfig(
    nginxFolder,
    onTestPorts(copy.read("deploy/nginx.conf"), publishNginxPort, publishServePort),
  );
  const problem = nginxConfigProblem(nginx!, args);
  if (problem) throw new Error(`deploy/nginx.conf is not a config nginx takes:\n${problem}`);
  proxy = spawn(nginx!, args, { stdio: "inherit" });
  for (let tries = 0; !copy.through; tries++) {
    if (tries > 100) throw new Error(`nginx did not answer at ${front}`);
    if ((await fetch(`${front}/`).catch(() => null))?.ok) copy.through = front;
    else await sleep(100);
  }
  // An admin, who publishes directly (an editor's publish waits for an approval, by default).
  session = await copy.signedIn(`nginx-publisher-${Date.now()}@example.com`, "admin");
});

test.afterAll(async () => {
  proxy?.kill("SIGQUIT");
  await copy.stop();
  rmSync(copyRoot, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
});

test("a post's new title, published through /admin, is what nginx sends within seconds of the answer", async () => {
  const [name] = readdirSync(join(copyRoot, "site-data/collections/posts"))
    .filter((file) => file.endsWith(".json"))
    .sort();
  const file = `site-data/collections/posts/${name}`;
  const post = JSON.parse(copy.read(file)) as { id: string; title: string };
  const path = address("blog-post", post.id);
  const title = `${post.title.slice(0, 30)} sent by nginx ${Date.now() % 100_000}`;
  const before = await fetch(`${front}${path}`);
  expect(before.status).toBe(200);
  expect(await before.text()).not.toContain(title);

  const answered = await publish([{ file, text: `${JSON.stringify({ ...post, title }, null, 2)}\n` }]);
  const took = await untilServed(path, (response, body) => response.status === 200 && body.includes(title), answered);
  expect(took, `nginx sent the new title ${took} ms after the publish's answer`).toBeLessThan(withinMs);
  // The page, not the service: nginx sent it from the new release's files.
  const page = await fetch(`${front}${path}`);
  expect(page.headers.get("x-served-by")).toBeNull();
  expect(page.headers.get("cache-control")).toBe("no-cache");
});

test("a renamed opening's new address redirects and its old one is not found, through nginx without a reload", async () => {
  const [name] = readdirSync(join(copyRoot, "site-data/collections/jobs"))
    .filter((file) => file.endsWith(".json"))
    .sort()
    .reverse();
  const oldFile = `site-data/collections/jobs/${name}`;
  const job = JSON.parse(copy.read(oldFile)) as { id: string };
  const renamed = `${job.id}-renamed`;
  const oldAddress = address("job-redirect", job.id);
  const newAddress = address("job-redirect", renamed);
  // Before: the old address redirects (as the build that wrote the config knew), the new one is unknown.
  const movedBefore = await fetch(`${front}${oldAddress}`, { redirect: "manual" });
  expect(movedBefore.status).toBe(301);
  expect((await fetch(`${front}${newAddress}`, { redirect: "manual" })).status).toBe(404);

  const answered = await publish([
    { file: oldFile, text: null },
    {
      file: `site-data/collections/jobs/${renamed}.json`,
      text: `${JSON.stringify({ ...job, id: renamed }, null, 2)}\n`,
    },
  ]);
  const target = address("job-application", renamed);
  const took = await untilServed(
    newAddress,
    (response) => response.status === 301 && response.headers.get("location") === target,
    answered,
  );
  expect(took, `nginx redirected the new address ${took} ms after the publish's answer`).toBeLessThan(withinMs);
  const application = await fetch(`${front}${target}`);
  expect(application.status).toBe(200);
  // The old address: the openings' own not-found page, with its status, where the last build's config redirected.
  const gone = await fetch(`${front}${oldAddress}`, { redirect: "manual" });
  expect(gone.status).toBe(404);
  const notFound = readFileSync(join(copyRoot, "dist", oldAddress.replace(/[^/]+$/, ""), "404.html"), "utf8");
  expect(await gone.text()).toBe(notFound);
  expect(gone.headers.get("cache-control")).toBe("no-cache");
  expect((await fetch(`${front}${address("job-application", job.id)}`)).status).toBe(404);
});

test("an opening whose address the editor changed: its old addresses redirect to the new one through nginx", async () => {
  const [name] = readdirSync(join(copyRoot, "site-data/collections/jobs"))
    .filter((file) => file.endsWith(".json"))
    .sort();
  const oldFile = `site-data/collections/jobs/${name}`;
  const job = JSON.parse(copy.read(oldFile)) as { id: string };
  const moved = `${job.id}-moved`;
  // As "Change address" writes it: the item under its new id, its old id kept for the redirects.
  const answered = await publish([
    { file: oldFile, text: null },
    {
      file: `site-data/collections/jobs/${moved}.json`,
      text: `${JSON.stringify({ ...job, id: moved, formerIds: [job.id] }, null, 2)}\n`,
    },
  ]);
  const target = address("job-application", moved);
  for (const old of [address("job-application", job.id), address("job-redirect", job.id)]) {
    const took = await untilServed(
      old,
      (response) => response.status === 301 && response.headers.get("location") === target,
      answered,
    );
    expect(took, `nginx redirected ${old} ${took} ms after the publish's answer`).toBeLessThan(withinMs);
  }
  expect((await fetch(`${front}${target}`)).status).toBe(200);
});
