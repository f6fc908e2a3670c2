/** What the publisher and its build process (scripts/build-service.ts) say to each other. */
export interface BuildRequest {
  id: number;
  /** The release folder to build into (src/pipeline/site-releases.ts). */
  release: string;
}

export type BuildAnswer =
  | { ready: true }
  | { id: number; ok: true; output: string; ms: number }
  | { id: number; ok: false; output: string; message: string }
  /** The code changed since the process started: it has stopped, and a new one builds. */
  | { id: number; restart: true };
