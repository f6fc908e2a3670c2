import type { DraftRecord, KeepDraftsRequest } from "../../core/contract/api-types.ts";
import { cannotRead, DraftRefused, type DraftStore } from "../editing/draft-store.ts";
import { draftsBoundProblem, type DraftsSize } from "../editing/draft-bounds.ts";
import { isSiteDataFile } from "../editing/confined-path.ts";
import type { Sql } from "../store/database.ts";

/**
 * One person's unsaved changes, kept in the database (the same records `npm run edit` keeps in .drafts/): each
 * account has its own, so that two people's drafts never mix, and they outlive the browser and the server.
 * The request was checked whole before (keepDraftsRequestOf); the writes happen together or not at all, and not at
 * all when they would pass the account's bounds (src/server/editing/draft-bounds.ts).
 */
export function accountDrafts(db: Sql, accountId: number): DraftStore {
  /** How many drafts the account has, and their bytes (SQLite's length() of a text counts characters, not bytes). */
  const sizeOf = async (tx: Sql): Promise<DraftsSize> => {
    const bytes = tx.dialect === "postgres" ? "octet_length(record)" : "length(CAST(record AS BLOB))";
    const row = await tx.get<{ files: number | string; bytes: number | string | null }>(
      `SELECT COUNT(*) AS files, SUM(${bytes}) AS bytes FROM drafts WHERE account_id = ?`,
      [accountId],
    );
    return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
  };
  return {
    /** As createDraftStore's list: a row that is not a draft of its own file is left out, and said with its code. */
    async list(unreadable = () => {}): Promise<DraftRecord[]> {
      const rows = await db.all<{ file: string; record: string }>(
        "SELECT file, record FROM drafts WHERE account_id = ? ORDER BY file",
        [accountId],
      );
      return rows.flatMap(({ file, record }) => {
        if (!isSiteDataFile(file)) return cannotRead(file, "it is not the name of a site-data file", unreadable);
        let draft: DraftRecord;
        try {
          draft = JSON.parse(record) as DraftRecord;
        } catch (error) {
          return cannotRead(file, error, unreadable);
        }
        return draft?.file === file ? [draft] : cannotRead(file, "its record is of another file", unreadable);
      });
    },
    async keep({ write, remove }: KeepDraftsRequest): Promise<void> {
      await db.transaction(async (tx) => {
        // PostgreSQL: two requests of the same person wait for each other here, so that both cannot pass the bounds
        // at once (SQLite runs one transaction at a time anyway).
        if (tx.dialect === "postgres") await tx.run("SELECT id FROM accounts WHERE id = ? FOR UPDATE", [accountId]);
        const before = await sizeOf(tx);
        for (const record of write)
          await tx.run(
            "INSERT INTO drafts (account_id, file, record) VALUES (?, ?, ?) ON CONFLICT (account_id, file) DO UPDATE SET record = excluded.record",
            [accountId, record.file, JSON.stringify(record)],
          );
        for (const file of remove)
          await tx.run("DELETE FROM drafts WHERE account_id = ? AND file = ?", [accountId, file]);
        // Measured as written, in the same transaction: a refusal rolls the writes back, and the drafts stay as they were.
        const problem = draftsBoundProblem(before, await sizeOf(tx));
        if (problem) throw new DraftRefused(problem.code, problem.args);
      });
    },
  };
}
