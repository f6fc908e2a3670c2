import type { InboxPage, InboxQuery } from "../core/contract/inbox-types.ts";
import type {
  ChangesResponse,
  CheckRequest,
  CheckResponse,
  PublishChecksResponse,
  Conflict,
  DraftsResponse,
  HistoryResponse,
  KeepDraftsRequest,
  ReachRequest,
  ReachResponse,
  ReviewAnswerRequest,
  ReviewsResponse,
  ShareRequest,
  ShareResponse,
  ScheduleRequest,
  ScheduleResponse,
  SaveRequest,
  SaveResponse,
  SiteImage,
  WorkspaceResponse,
} from "../core/contract/api-types.ts";
import type { Diagnostic } from "../core/validation/diagnostic.ts";
import type { PagePreview } from "../core/content/page-preview.ts";

/** A request the server refused, with what it said. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly conflicts: Conflict[] = [],
    readonly diagnostics: Diagnostic[] = [],
    /** The server's code for it (docs/errors.md), when it gave one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** No answer at all: the editor's server is not running (npm run edit stopped, or restarting), or a proxy says so. */
export class Unreachable extends Error {}

/** What a proxy in front of the server (nginx) answers while the server itself is down or restarting. */
const proxyGaveUp = new Set([502, 503, 504]);

async function send(path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    throw new Unreachable((error as Error).message);
  }
  // The server answers in JSON, always: a gateway error page in HTML is nginx saying it found nobody behind it, which is
  // the server being away (the editor keeps the work and tries again), not a refusal of the request.
  if (proxyGaveUp.has(response.status) && !response.headers.get("Content-Type")?.includes("application/json"))
    throw new Unreachable(`HTTP ${response.status}`);
  return response;
}

/** An upload stopped by the person (Cancel), not refused: nothing was added. */
export class Cancelled extends Error {}

/** An upload under way: its answer, and a way to stop it. */
export interface Upload {
  done: Promise<SiteImage>;
  cancel(): void;
}

/** On the running site (/admin), what to do when the session has ended: main.tsx keeps the work and goes to sign in. */
let signedOut: (() => void) | null = null;
export const onSignedOut = (then: () => void) => {
  signedOut = then;
};

/** /admin on the running site, where people sign in (not `npm run edit`, on one's own machine). */
export const signedInEditor = import.meta.env.BASE_URL !== "/";

async function call<T>(method: string, path: string, body?: BodyInit, contentType = "application/json"): Promise<T> {
  const response = await send(path, {
    method,
    body,
    headers: body === undefined ? {} : { "Content-Type": contentType },
  });
  if (response.status === 401 && signedInEditor) signedOut?.();
  const answer = (await response.json()) as T & {
    error?: string;
    code?: string;
    conflicts?: Conflict[];
    diagnostics?: Diagnostic[];
  };
  if (!response.ok)
    throw new Refused(
      response.status,
      answer.error ?? `HTTP ${response.status}`,
      answer.conflicts,
      answer.diagnostics,
      answer.code,
    );
  return answer;
}

/** Where the editor's requests go: /api/ under `npm run edit`, /admin/api/ on the running site (its Vite base). */
const apiBase = `${import.meta.env.BASE_URL}api`;

/** What a page that is going away may still send: the browser delivers it after the page is gone, up to 64 KB. */
const keepaliveLimit = 60 * 1024;

export const api = {
  workspace: () => call<WorkspaceResponse>("GET", `${apiBase}/workspace`),
  check: (request: CheckRequest) => call<CheckResponse>("POST", `${apiBase}/check`, JSON.stringify(request)),
  /** The pages the unsaved changes reach, and one of them before and after (src/studio/ui/reach/). */
  reach: (request: ReachRequest) => call<ReachResponse>("POST", `${apiBase}/reach`, JSON.stringify(request)),
  /** The checks before publishing of these changes (src/studio/ui/PublishChecks.tsx). */
  publishChecks: (request: CheckRequest) =>
    call<PublishChecksResponse>("POST", `${apiBase}/publish-checks`, JSON.stringify(request)),
  save: (request: SaveRequest) => call<SaveResponse>("POST", `${apiBase}/save`, JSON.stringify(request)),
  alive: () => call<{ alive: true }>("GET", `${apiBase}/alive`),
  /** What changed on disk after change number `since` (src/studio/state/change-feed.ts). */
  changes: (since: number) => call<ChangesResponse>("GET", `${apiBase}/changes?since=${since}`),
  /** The site's history, and restoring a version of it (/admin only). */
  history: () => call<HistoryResponse>("GET", `${apiBase}/history`),
  /** The files one publish changed, as it left them and as they were before it (null: deleted, or new). */
  historyVersion: (commit: string) =>
    call<{ files: { file: string; text: string | null; before: string | null }[] }>(
      "GET",
      `${apiBase}/history/${commit}`,
    ),
  restore: (commit: string) =>
    call<SaveResponse & { nothingToRestore?: boolean }>("POST", `${apiBase}/restore/${commit}`),
  /** Publishing at a chosen minute (/admin only). */
  schedule: (request: ScheduleRequest) =>
    call<{ id: number; subject: string; publishAt: number; sharedForReview?: boolean }>(
      "POST",
      `${apiBase}/schedule`,
      JSON.stringify(request),
    ),
  scheduled: () => call<ScheduleResponse>("GET", `${apiBase}/schedule`),
  cancelScheduled: (id: number) => call<{ cancelled: true }>("POST", `${apiBase}/schedule/${id}/cancel`),
  /** Who is signed in (/admin only). */
  /** Review before publish (/admin only): the person's reviews and those waiting, sharing, withdrawing, answering. */
  reviews: () => call<ReviewsResponse>("GET", `${apiBase}/reviews`),
  shareForReview: (request: ShareRequest) => call<ShareResponse>("POST", `${apiBase}/reviews`, JSON.stringify(request)),
  withdrawReview: (id: number) => call<{ withdrawn: true }>("POST", `${apiBase}/reviews/${id}/withdraw`),
  answerReview: (id: number, request: ReviewAnswerRequest) =>
    call<ShareResponse>("POST", `${apiBase}/reviews/${id}/answer`, JSON.stringify(request)),
  me: () => call<{ email: string; role: "editor" | "admin"; readsInbox: boolean }>("GET", `${apiBase}/me`),
  /** The form submissions (/admin only, for the accounts that read them). */
  inbox: (query: InboxQuery) =>
    call<InboxPage>(
      "GET",
      `${apiBase}/inbox?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === "string" && entry[1] !== ""))}`,
    ),
  inboxChange: (id: string, change: "handled" | "spam" | "erase", body: object = {}) =>
    call<{ done: true }>("POST", `${apiBase}/inbox/${encodeURIComponent(id)}/${change}`, JSON.stringify(body)),
  eraseAddress: (address: string) =>
    call<{ erased: number }>("POST", `${apiBase}/inbox/erase-address`, JSON.stringify({ address })),
  drafts: () => call<DraftsResponse>("GET", `${apiBase}/drafts`),
  keepDrafts: (request: KeepDraftsRequest) => call<object>("POST", `${apiBase}/drafts`, JSON.stringify(request)),
  /** keepDrafts from a page being closed, when it is small enough (larger drafts are in the browser's storage anyway). */
  keepDraftsOnLeaving(request: KeepDraftsRequest) {
    const body = JSON.stringify(request);
    if (new Blob([body]).size > keepaliveLimit) return;
    void fetch(`${apiBase}/drafts`, {
      method: "POST",
      body,
      headers: { "Content-Type": "application/json" },
      keepalive: true,
    }).catch(() => {});
  },
  blocksPreview: (blocks: unknown[]) =>
    call<PagePreview | { problem: string }>("POST", `${apiBase}/blocks-preview`, JSON.stringify({ blocks })),
  markdown: (text: string) => call<{ html: string }>("POST", `${apiBase}/markdown`, JSON.stringify({ text })),
  /**
   * A picture sent to the server, saying how much of it has gone (`onProgress`: bytes sent and in all) and stopped
   * by `cancel`. XMLHttpRequest, since fetch says nothing of what it has sent: a 5 MB photo on a slow line takes a
   * minute, which the person should see going, and be able to stop.
   */
  upload(file: File, onProgress: (sent: number, total: number) => void = () => {}): Upload {
    const request = new XMLHttpRequest();
    const done = new Promise<SiteImage>((resolve, reject) => {
      request.open("POST", `${apiBase}/images`);
      request.setRequestHeader("Content-Type", "application/octet-stream");
      request.setRequestHeader("X-File-Name", encodeURIComponent(file.name));
      request.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
      request.onabort = () => reject(new Cancelled());
      request.onerror = () => reject(new Unreachable("no answer"));
      request.onload = () => {
        if (request.status === 401 && signedInEditor) signedOut?.();
        let answer: SiteImage & { error?: string; code?: string };
        try {
          answer = JSON.parse(request.responseText);
        } catch {
          return reject(new Refused(request.status, `HTTP ${request.status}`));
        }
        if (request.status < 200 || request.status >= 300)
          return reject(new Refused(request.status, answer.error ?? `HTTP ${request.status}`, [], [], answer.code));
        resolve(answer);
      };
      request.send(file);
    });
    return { done, cancel: () => request.abort() };
  },
};
