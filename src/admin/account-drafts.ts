import type { DraftRecord, KeepDraftsRequest } from "../editor/api-types.ts";
import type { DraftStore } from "../editor/server/draft-store.ts";
import { isSiteDataFile } from "../editor/server/confined-path.ts";
import type { Sql } from "./store/database.ts";

/**
 * One person's unsaved changes, kept in the database (the same records `npm run edit` keeps in .drafts/): each
 * account has its own, so that two people's drafts never mix, and they outlive the browser and the server.
 * The request was checked whole before (keepDraftsRequestOf); the writes happen together or not at all.
 */
export function accountDrafts(db: Sql, accountId: number): DraftStore {
  return {
    async list(): Promise<DraftRecord[]> {
      const rows = await db.all<{ file: string; record: string }>(
        "SELECT file, record FROM drafts WHERE account_id = ? ORDER BY file",
        [accountId],
      );
      return rows.flatMap(({ file, record }) => {
        const draft = JSON.parse(record) as DraftRecord;
        return draft.file === file && isSiteDataFile(file) ? [draft] : [];
      });
    },
    async keep({ write, remove }: KeepDraftsRequest): Promise<void> {
      await db.transaction(async (tx) => {
        for (const record of write)
          await tx.run(
            "INSERT INTO drafts (account_id, file, record) VALUES (?, ?, ?) ON CONFLICT (account_id, file) DO UPDATE SET record = excluded.record",
            [accountId, record.file, JSON.stringify(record)],
          );
        for (const file of remove)
          await tx.run("DELETE FROM drafts WHERE account_id = ? AND file = ?", [accountId, file]);
      });
    },
  };
}
