/** What /admin/api/inbox answers (src/server/admin/inbox-routes.ts), as the inbox's page reads it. */
export interface InboxSubmission {
  id: string;
  receivedAt: string;
  form: string;
  fields: Record<string, string>;
  files: Record<string, { originalName: string; size: number }>;
  handledAt?: string;
  spam: boolean;
  mailFailed?: { failedAt: string; reason: string };
}

export interface InboxPage {
  kind: "submissions" | "spam";
  submissions: InboxSubmission[];
  more: boolean;
  forms: { id: string; fields: { name: string; label: string; type: string }[] }[];
}

export interface InboxQuery {
  kind?: "submissions" | "spam";
  form?: string;
  q?: string;
  before?: string;
}

/** Where a submission's file downloads from. */
export const inboxFileUrl = (base: string, id: string, field: string) =>
  `${base}api/inbox/${encodeURIComponent(id)}/files/${encodeURIComponent(field)}`;
