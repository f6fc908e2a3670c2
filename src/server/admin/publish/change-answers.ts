import type { FastifyReply } from "fastify";
import type { SiteDataWorkspace } from "../../../core/content/site-data-workspace.ts";
import type { SaveRequest } from "../../../core/contract/api-types.ts";
import { ServerError } from "../../../core/errors/server-errors.ts";
import { refusalWords } from "../../../core/words/refusal-words.ts";
import { type EditorPerson, mustMayChange } from "../../editing/editor-api.ts";
import { type BodyRefusal, maxScheduleBytes } from "./schedule-request.ts";

/** A refusal as the editing API answers it (editor-api.ts): its words, its code, and what more it says. */
export const refusalAnswer = (reply: FastifyReply, refusal: ServerError) =>
  reply.code(refusal.status).send({ error: refusal.message, code: refusal.code, ...refusal.body });

/** A body that is not JSON, or too large (read and dropped first, so that the client receives the 413). */
export const bodyRefusalAnswer = (reply: FastifyReply, refused: BodyRefusal) =>
  refused === "too large"
    ? reply
        .code(413)
        .header("Connection", "close")
        .send({ error: refusalWords.tooLarge(maxScheduleBytes) })
    : reply.code(400).send({ error: refusalWords.notJson });

/**
 * Why files sent to be published later or shared for review may not be, as a save would refuse them: a file the
 * person may not change, or a problem the change gives the site; null when they may.
 */
export function changeRefusal(
  workspace: SiteDataWorkspace,
  person: EditorPerson,
  files: SaveRequest["files"],
): ServerError | null {
  try {
    mustMayChange(person, files);
  } catch (error) {
    if (error instanceof ServerError) return error;
    throw error;
  }
  const { diagnostics } = workspace.check(new Map(files.map(({ file, text }) => [file, text])));
  return diagnostics.length ? new ServerError("save-has-problems", {}, { body: { diagnostics } }) : null;
}
