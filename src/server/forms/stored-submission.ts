/** A submission as the store keeps it (src/server/forms/store.ts), and each file a visitor sent with it. */

/** One file a visitor sent with a submission. */
export interface StoredFile {
  /** The name the visitor's file had, made safe to show (displayName). */
  originalName: string;
  /** Where it is, relative to the data folder: files/<submission id>/<generated name>. */
  storedAs: string;
  size: number;
  type: string;
}

/** One stored submission, as the inbox shows it and as earlier versions kept it (one JSON line each). */
export interface StoredSubmission {
  id: string;
  receivedAt: string;
  form: string;
  fields: Record<string, string>;
  /** Per file field. */
  files: Record<string, StoredFile>;
  client: { ip: string; userAgent?: string; session?: unknown };
  /** When someone marked it as answered (ISO), if they did. */
  handledAt?: string;
}
