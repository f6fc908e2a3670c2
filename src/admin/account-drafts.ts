import type { DraftRecord, KeepDraftsRequest } from "../editor/api-types.ts";
import type { DraftStore } from "../editor/server/draft-store.ts";
import { isSiteDataFile } from "../editor/server/confined-path.ts";
import type { Db } from "./store/database.ts";

/**
 * One person's unsaved changes, kept in the database (the same records `npm run edit` keeps in .drafts/): each
 * account has its own, so that two people's drafts never mix, and they outlive the browser and the server.
 * The request was checked whole before (keepDraftsRequestOf); the writes happen together or not at all.
 */
export function accountDrafts(db: Db, accountId: number): DraftStore {
  return {
    list(): DraftRecord[] {
      const rows = db.prepare("SELECT file, record FROM drafts WHERE account_id = ? ORDER BY file").all(accountId) as { file: string; record: string }[];
      return rows.flatMap(({ file, record }) => {
        const draft = JSON.parse(record) as DraftRecord;
        return draft.file === file && isSiteDataFile(file) ? [draft] : [];
      });
    },
    keep({ write, remove }: KeepDraftsRequest) {
      db.transaction(() => {
        const put = db.prepare("INSERT INTO drafts (account_id, file, record) VALUES (?, ?, ?) ON CONFLICT(account_id, file) DO UPDATE SET record = excluded.record");
        for (const record of write) put.run(accountId, record.file, JSON.stringify(record));
        const drop = db.prepare("DELETE FROM drafts WHERE account_id = ? AND file = ?");
        for (const file of remove) drop.run(accountId, file);
      })();
    },
  };
}
