import type { CheckRequest, CheckResponse, Conflict, SaveRequest, SaveResponse, SiteImage, WorkspaceResponse } from "./api-types.ts";
import type { Diagnostic } from "../validation/diagnostic.ts";
import type { PagePreview } from "./server/page-preview.ts";

/** A request the server refused, with what it said. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly conflicts: Conflict[] = [],
    readonly diagnostics: Diagnostic[] = [],
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: BodyInit, contentType = "application/json"): Promise<T> {
  const response = await fetch(path, { method, body, headers: body === undefined ? {} : { "Content-Type": contentType } });
  const answer = (await response.json()) as T & { error?: string; conflicts?: Conflict[]; diagnostics?: Diagnostic[] };
  if (!response.ok) throw new Refused(response.status, answer.error ?? `HTTP ${response.status}`, answer.conflicts, answer.diagnostics);
  return answer;
}

export const api = {
  workspace: () => call<WorkspaceResponse>("GET", "/api/workspace"),
  check: (request: CheckRequest) => call<CheckResponse>("POST", "/api/check", JSON.stringify(request)),
  save: (request: SaveRequest) => call<SaveResponse>("POST", "/api/save", JSON.stringify(request)),
  blocksPreview: (blocks: unknown[]) => call<PagePreview | { problem: string }>("POST", "/api/blocks-preview", JSON.stringify({ blocks })),
  markdown: (text: string) => call<{ html: string }>("POST", "/api/markdown", JSON.stringify({ text })),
  upload: (file: File) =>
    fetch("/api/images", { method: "POST", body: file, headers: { "Content-Type": "application/octet-stream", "X-File-Name": encodeURIComponent(file.name) } }).then(async (response) => {
      const answer = (await response.json()) as SiteImage & { error?: string };
      if (!response.ok) throw new Refused(response.status, answer.error ?? `HTTP ${response.status}`);
      return answer;
    }),
};
