import { join } from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { HistoryResponse } from "../../core/contract/api-types.ts";
import { versionOf } from "../editing/editor-api.ts";
import { adminWords as words } from "../../core/words/admin-words.ts";
import { readTextOrNull, type AdminContext } from "./admin-context.ts";
import { approvedByOf, commitChanges, isRepository, publishHistory, type Commit } from "./publish/git.ts";
import { logText, ServerError } from "../../core/errors/server-errors.ts";

// The site's history: the publishes that changed its files, newest first. A developer's commits (code, or site data
// changed by hand and committed) are not versions an editor may restore, and are not listed.
const historyPaths = ["site-data", "public/images"];

/** The site's history, one publish's files as it left them, and "Restore this version". */
export function historyRoutes(app: FastifyInstance, { root, accountOf, editorApi, person }: AdminContext): void {
  /**
   * A git that fails (a damaged repository, one owned by another user) is not "no history": the log has it with its
   * code, and the person is told that the history cannot be read (with the code beside the words).
   */
  const unreadable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    if (!(error instanceof ServerError)) throw error;
    const answer = new ServerError("history-unreadable", {}, { cause: error });
    request.log.error({ err: error, code: error.code }, logText(answer));
    return reply.code(answer.status).send({ error: answer.message, code: answer.code });
  };

  app.get("/admin/api/history", async (request, reply): Promise<HistoryResponse | undefined> => {
    if (!(await accountOf(request))) return reply.code(401).send({ error: words.signInFirst });
    let commits: Commit[];
    try {
      if (!(await isRepository(root))) return { entries: [], repository: false };
      commits = await publishHistory(root, historyPaths);
    } catch (error) {
      return unreadable(request, reply, error);
    }
    return {
      repository: true,
      entries: commits.map(({ hash, author, at, subject, body }) => {
        const approvedBy = approvedByOf(body);
        return {
          commit: hash,
          author,
          at,
          subject,
          lines: body
            .split("\n")
            .filter((line) => line.startsWith("- "))
            .map((line) => line.slice(2)),
          ...(approvedBy ? { approvedBy } : {}),
        };
      }),
    };
  });

  /** The site-data files a publish changed, as it left them (null: it deleted one); null when there is no such publish. */
  const versionFiles = async (commit: string) => {
    const entry =
      /^[0-9a-f]{40}$/.test(commit) && (await isRepository(root))
        ? (await publishHistory(root, historyPaths)).find(({ hash }) => hash === commit)
        : undefined;
    if (!entry) return null;
    const files = (await commitChanges(root, commit, historyPaths)).filter(({ file }) => file.endsWith(".json"));
    return { entry, files };
  };

  // One publish's files as it left them, and as they were before it: the editor previews the pages as they were then,
  // and says what changed in them, field by field.
  app.get("/admin/api/history/:commit", async (request, reply) => {
    if (!(await accountOf(request))) return reply.code(401).send({ error: words.signInFirst });
    let version: Awaited<ReturnType<typeof versionFiles>>;
    try {
      version = await versionFiles((request.params as { commit: string }).commit);
    } catch (error) {
      return unreadable(request, reply, error);
    }
    if (!version) return reply.code(404).send({ error: words.noSuchVersion });
    return { files: version.files.map(({ file, before, after }) => ({ file, text: after, before })) };
  });

  // "Restore this version": the files a publish changed, as that publish left them, published as a new change.
  app.post("/admin/api/restore/:commit", async (request, reply) => {
    const account = await accountOf(request);
    if (!account) return reply.code(401).send({ error: words.signInFirst });
    let version: Awaited<ReturnType<typeof versionFiles>>;
    try {
      version = await versionFiles((request.params as { commit: string }).commit);
    } catch (error) {
      return unreadable(request, reply, error);
    }
    if (!version) return reply.code(404).send({ error: words.noSuchVersion });
    const { entry, files } = version;
    const current = files.map(({ file, after }) => {
      const disk = readTextOrNull(join(root, file));
      return { file, text: after, base: disk === null ? null : versionOf(disk), unchanged: disk === after };
    });
    const changed = current.filter(({ unchanged }) => !unchanged).map(({ file, text, base }) => ({ file, text, base }));
    if (!changed.length) return reply.send({ files: [], nothingToRestore: true });
    try {
      return await editorApi.saveFiles(changed, person(account), words.restoredVersion(entry.author, entry.at));
    } catch (error) {
      const refused = editorApi.refusal(error);
      if (!refused) throw error;
      return reply.code(refused.status).send(refused.body);
    }
  });
}
