/**
 * The SQLite database's tables, in the order they were added: a database is brought up to date by the steps it has not
 * had (its `user_version` counts them). A step is never changed once released; a change is a new step.
 * PostgreSQL's are in postgres-steps.ts: a new table or column is a step in both.
 */
export const sqliteSteps = [
  `CREATE TABLE accounts (
     id INTEGER PRIMARY KEY,
     email TEXT NOT NULL UNIQUE COLLATE NOCASE,
     role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
     password_hash TEXT,
     created_at INTEGER NOT NULL,
     disabled_at INTEGER,
     failed_logins INTEGER NOT NULL DEFAULT 0,
     locked_until INTEGER
   );
   CREATE TABLE setup_links (
     token_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     expires_at INTEGER NOT NULL
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     last_seen_at INTEGER NOT NULL
   );
   CREATE INDEX sessions_by_account ON sessions(account_id);
   CREATE TABLE address_failures (
     address TEXT PRIMARY KEY,
     count INTEGER NOT NULL,
     first_at INTEGER NOT NULL
   );
   CREATE TABLE drafts (
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     file TEXT NOT NULL,
     record TEXT NOT NULL,
     PRIMARY KEY (account_id, file)
   );
   CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY,
     at INTEGER NOT NULL,
     account_id INTEGER REFERENCES accounts(id),
     action TEXT NOT NULL,
     detail TEXT NOT NULL DEFAULT ''
   );`,
  // Publishes chosen for a later minute: the files as they will be published, and what became of it.
  `CREATE TABLE scheduled (
     id INTEGER PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     files TEXT NOT NULL,
     subject TEXT NOT NULL,
     publish_at INTEGER NOT NULL,
     created_at INTEGER NOT NULL,
     state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'published', 'failed', 'cancelled')),
     result TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX scheduled_due ON scheduled(state, publish_at);`,
  // The form service's submissions (src/server/forms/store.ts): one row each, its files on disk under files/<id>/;
  // the e-mail addresses typed into it (to erase everything from one address); the e-mails still to send.
  `CREATE TABLE submissions (
     id TEXT PRIMARY KEY,
     received_at INTEGER NOT NULL,
     form TEXT NOT NULL,
     spam INTEGER NOT NULL DEFAULT 0,
     fields TEXT NOT NULL,
     files TEXT NOT NULL,
     client TEXT NOT NULL,
     ip TEXT NOT NULL,
     bytes INTEGER NOT NULL,
     handled_at INTEGER
   );
   CREATE INDEX submissions_newest ON submissions(spam, received_at);
   CREATE INDEX submissions_form_newest ON submissions(spam, form, received_at);
   CREATE INDEX submissions_received ON submissions(received_at);
   CREATE INDEX submissions_by_ip ON submissions(ip, received_at);
   CREATE TABLE submission_addresses (
     address TEXT NOT NULL COLLATE NOCASE,
     submission_id TEXT NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
     PRIMARY KEY (address, submission_id)
   ) WITHOUT ROWID;
   CREATE INDEX submission_addresses_by_submission ON submission_addresses(submission_id);
   CREATE TABLE mail_queue (
     submission_id TEXT PRIMARY KEY REFERENCES submissions(id) ON DELETE CASCADE,
     queued_at INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at INTEGER NOT NULL,
     last_error TEXT,
     failed_at INTEGER
   );
   CREATE INDEX mail_queue_due ON mail_queue(next_attempt_at) WHERE failed_at IS NULL;`,
  // Who may read the form submissions besides admins: the people who answer them (npm run users -- inbox).
  `ALTER TABLE accounts ADD COLUMN reads_inbox INTEGER NOT NULL DEFAULT 0;`,
  // The words of the submissions, for the inbox's search: a full-text index kept by triggers, by the submission's
  // rowid (stable: nothing here runs VACUUM, the one thing that could renumber them).
  `CREATE VIRTUAL TABLE submissions_text USING fts5(fields, content='submissions', content_rowid='rowid', tokenize='unicode61 remove_diacritics 2');
   CREATE TRIGGER submissions_text_insert AFTER INSERT ON submissions BEGIN
     INSERT INTO submissions_text(rowid, fields) VALUES (new.rowid, new.fields);
   END;
   CREATE TRIGGER submissions_text_delete AFTER DELETE ON submissions BEGIN
     INSERT INTO submissions_text(submissions_text, rowid, fields) VALUES ('delete', old.rowid, old.fields);
   END;
   CREATE TRIGGER submissions_text_update AFTER UPDATE OF fields ON submissions BEGIN
     INSERT INTO submissions_text(submissions_text, rowid, fields) VALUES ('delete', old.rowid, old.fields);
     INSERT INTO submissions_text(rowid, fields) VALUES (new.rowid, new.fields);
   END;
   INSERT INTO submissions_text(submissions_text) VALUES ('rebuild');`,
  // Requests counted per address and minute (the form service's rate limit), so that every process counts the same.
  `CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     window_start INTEGER NOT NULL,
     count INTEGER NOT NULL
   );`,
  // Signing in (src/server/admin/accounts/): the browsers each account has signed in from (their device cookie's hash), and
  // what is left of each sign-in allowance, as the moment it is whole again. Replaces accounts.failed_logins,
  // accounts.locked_until and address_failures, which are no longer read.
  `CREATE TABLE devices (
     token_hash TEXT PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL
   );
   CREATE INDEX devices_by_account ON devices(account_id);
   CREATE TABLE sign_in_allowances (
     key TEXT PRIMARY KEY,
     whole_at INTEGER NOT NULL
   );`,
  // Who uploaded each picture under public/images/uploads/ (src/server/admin/uploads/): what each person may have waiting,
  // and which pictures the sweep may remove once nothing has used them for a week. A row outlives its account
  // (account_id NULL), so that its picture is still swept.
  `CREATE TABLE uploads (
     file TEXT PRIMARY KEY,
     account_id INTEGER REFERENCES accounts(id) ON DELETE SET NULL,
     bytes INTEGER NOT NULL,
     uploaded_at INTEGER NOT NULL,
     last_used_at INTEGER
   );
   CREATE INDEX uploads_by_account ON uploads(account_id);`,
  // Changes shared for review (src/server/admin/reviews/): the exact texts reviewed and their hash, the link's end, its
  // withdrawal, the answer and the hash an approval was given to; the reviewers' comments; and the key that signs the
  // reviewers' links, made once.
  `CREATE TABLE reviews (
     id INTEGER PRIMARY KEY,
     account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     files TEXT NOT NULL,
     content_hash TEXT NOT NULL,
     subject TEXT NOT NULL,
     lines TEXT NOT NULL,
     created_at INTEGER NOT NULL,
     expires_at INTEGER NOT NULL,
     withdrawn_at INTEGER,
     opened_at INTEGER,
     state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'approved', 'changes-asked', 'published')),
     answered_by TEXT,
     answered_at INTEGER,
     answer_note TEXT NOT NULL DEFAULT '',
     approved_hash TEXT
   );
   CREATE INDEX reviews_by_account ON reviews(account_id, state);
   CREATE INDEX reviews_waiting ON reviews(state, withdrawn_at);
   CREATE TABLE review_comments (
     id INTEGER PRIMARY KEY,
     review_id INTEGER NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
     pathname TEXT NOT NULL,
     part TEXT NOT NULL,
     name TEXT NOT NULL,
     text TEXT NOT NULL,
     at INTEGER NOT NULL
   );
   CREATE INDEX review_comments_by_review ON review_comments(review_id);
   CREATE TABLE server_keys (
     name TEXT PRIMARY KEY,
     key TEXT NOT NULL
   );`,
];
