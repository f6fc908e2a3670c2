import type { IncomingMessage } from "node:http";
import type { ScheduleRequest } from "../../../core/contract/api-types.ts";
import { isSiteDataFile } from "../../editing/confined-path.ts";

/** The largest request to schedule a publish: what a publish may carry. */
export const maxScheduleBytes = 20 * 1024 * 1024;
const maxBody = maxScheduleBytes;
const year = 366 * 24 * 3_600_000;

/** Why a body was not read: not JSON, or larger than the 20 MB a request may be. */
export type BodyRefusal = "not JSON" | "too large";

/**
 * A JSON request body, read whole up to 20 MB (the admin's JSON requests are not parsed by Fastify: admin-requests.ts).
 * A larger one is read on and thrown away up to twice that, so that the client, still sending, reads the refusal
 * instead of a connection closed under it.
 */
export async function readJsonBody(request: IncomingMessage): Promise<{ body: unknown } | { refused: BodyRefusal }> {
  if (!String(request.headers["content-type"] ?? "").startsWith("application/json")) return { refused: "not JSON" };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 2 * maxBody) break;
    if (size <= maxBody) chunks.push(chunk);
  }
  if (size > maxBody) return { refused: "too large" };
  try {
    return { body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown };
  } catch {
    return { refused: "not JSON" };
  }
}

/** A request to publish files at a minute, checked, or what is wrong with it in words. */
export function scheduleRequestOf(body: unknown, now: number): ScheduleRequest | string {
  const { files, publishAt } = (body ?? {}) as Record<string, unknown>;
  if (typeof publishAt !== "number" || !Number.isFinite(publishAt)) return "refused: say when to publish";
  // A time is chosen to the minute: "this minute", chosen in its last second and sent a moment later, has not passed.
  if (publishAt < now - 2 * 60_000) return "refused: that time has passed; choose a later one, or publish now";
  if (publishAt > now + year) return "refused: choose a time within a year";
  if (!Array.isArray(files) || !files.length) return "refused: there is nothing to publish";
  for (const entry of files as Record<string, unknown>[]) {
    if (typeof entry?.file !== "string" || !isSiteDataFile(entry.file))
      return `refused: "${String(entry?.file)}" is not a site-data file`;
    if (entry.text !== null && typeof entry.text !== "string") return `refused: ${entry.file} has no text`;
    if (entry.base !== null && (typeof entry.base !== "string" || !/^[0-9a-f]{16}$/.test(entry.base)))
      return `refused: ${entry.file} names no version it started from`;
  }
  return {
    files: (files as ScheduleRequest["files"]).map(({ file, text, base }) => ({ file, text, base })),
    publishAt,
  };
}
