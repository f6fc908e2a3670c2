import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PersonUploads } from "../../editing/editor-api.ts";
import { pictureAddress, picturesNamedIn } from "../../editing/pictures-in-use.ts";
import { UploadRefused } from "../../editing/site-images.ts";
import type { Sql } from "../../store/database.ts";
import { maxUploadsAtOnce, maxWaitingUploadBytes, unusedUploadDays } from "./upload-limits.ts";

/** Uploads being received now, by account: each holds a place, and its bytes, until it is stored or refused. */
interface Sending {
  count: number;
  bytes: number;
}

/**
 * Who uploaded each picture (the table `uploads`), and what one account's uploads may cost (upload-limits.ts): at
 * most a few at once, and at most so many bytes not yet used by the published site. `publishedTexts` are the site-data
 * files as published (on disk: on the running site a save is a publish).
 */
export class AccountUploads {
  private readonly sending = new Map<number, Sending>();

  constructor(
    private readonly db: Sql,
    private readonly root: string,
    private readonly publishedTexts: () => Iterable<string>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The bytes of an account's uploads that are still on disk and that no published file names. */
  async waitingBytes(accountId: number): Promise<number> {
    const rows = await this.db.all<{ file: string; bytes: number | string }>(
      "SELECT file, bytes FROM uploads WHERE account_id = ?",
      [accountId],
    );
    const published = picturesNamedIn(this.publishedTexts());
    return rows
      .filter(({ file }) => !published.has(pictureAddress(file)) && existsSync(join(this.root, file)))
      .reduce((sum, { bytes }) => sum + Number(bytes), 0);
  }

  /** One account's uploads, as the editor's API asks for them (PersonUploads). */
  of(accountId: number): PersonUploads {
    const sending = () => {
      let now = this.sending.get(accountId);
      if (!now) {
        now = { count: 0, bytes: 0 };
        this.sending.set(accountId, now);
      }
      return now;
    };
    return {
      begin: () => {
        const now = sending();
        if (now.count >= maxUploadsAtOnce) throw new UploadRefused("uploads-at-once", { limit: maxUploadsAtOnce });
        now.count++;
        let held = 0;
        let ended = false;
        return {
          mayStore: async (bytes: number) => {
            const waiting = await this.waitingBytes(accountId);
            // Counted with what this account is sending at this moment, so that uploads sent together cannot all
            // pass the same check.
            if (waiting + sending().bytes + bytes > maxWaitingUploadBytes)
              throw new UploadRefused("upload-quota", { limit: maxWaitingUploadBytes, days: unusedUploadDays });
            sending().bytes += bytes;
            held += bytes;
          },
          stored: async (file: string, bytes: number) => {
            await this.db.run(
              `INSERT INTO uploads (file, account_id, bytes, uploaded_at) VALUES (?, ?, ?, ?)
               ON CONFLICT (file) DO UPDATE SET account_id = excluded.account_id, bytes = excluded.bytes,
                 uploaded_at = excluded.uploaded_at, last_used_at = NULL`,
              [file, accountId, bytes, this.now()],
            );
          },
          end: () => {
            if (ended) return;
            ended = true;
            const now = sending();
            now.count--;
            now.bytes -= held;
            if (!now.count) this.sending.delete(accountId);
          },
        };
      },
    };
  }
}
