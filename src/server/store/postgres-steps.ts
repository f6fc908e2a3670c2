/**
 * The PostgreSQL database's tables, in the order they were added (the table site_schema_steps counts those a database
 * has had). The same tables and columns as SQLite's (sqlite-steps.ts), in PostgreSQL's types: times are milliseconds
 * since 1970 in BIGINT; `seq` orders submissions received in the same millisecond (SQLite's rowid); `words` is the
 * full-text index of what was typed, written with each submission (submission-search.ts).
 */
export const postgresSteps = [
  `CREATE TABLE accounts (
     id BIGSERIAL PRIMARY KEY,
     email TEXT NOT NULL,
     role TEXT NOT NULL CHECK (role IN ('editor', 'admin')),
     password_hash TEXT,
     created_at BIGINT NOT NULL,
     disabled_at BIGINT,
     failed_logins INTEGER NOT NULL DEFAULT 0,
     locked_until BIGINT,
     reads_inbox INTEGER NOT NULL DEFAULT 0
   );
   CREATE UNIQUE INDEX accounts_email ON accounts (lower(email));
   CREATE TABLE setup_links (
     token_hash TEXT PRIMARY KEY,
     account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     expires_at BIGINT NOT NULL
   );
   CREATE TABLE sessions (
     id_hash TEXT PRIMARY KEY,
     account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at BIGINT NOT NULL,
     last_seen_at BIGINT NOT NULL
   );
   CREATE INDEX sessions_by_account ON sessions(account_id);
   CREATE TABLE address_failures (
     address TEXT PRIMARY KEY,
     count INTEGER NOT NULL,
     first_at BIGINT NOT NULL
   );
   CREATE TABLE drafts (
     account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     file TEXT NOT NULL,
     record TEXT NOT NULL,
     PRIMARY KEY (account_id, file)
   );
   CREATE TABLE audit_log (
     id BIGSERIAL PRIMARY KEY,
     at BIGINT NOT NULL,
     account_id BIGINT REFERENCES accounts(id),
     action TEXT NOT NULL,
     detail TEXT NOT NULL DEFAULT ''
   );
   CREATE TABLE scheduled (
     id BIGSERIAL PRIMARY KEY,
     account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     files TEXT NOT NULL,
     subject TEXT NOT NULL,
     publish_at BIGINT NOT NULL,
     created_at BIGINT NOT NULL,
     state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'published', 'failed', 'cancelled')),
     result TEXT NOT NULL DEFAULT ''
   );
   CREATE INDEX scheduled_due ON scheduled(state, publish_at);
   CREATE TABLE submissions (
     seq BIGSERIAL NOT NULL UNIQUE,
     id TEXT PRIMARY KEY,
     received_at BIGINT NOT NULL,
     form TEXT NOT NULL,
     spam INTEGER NOT NULL DEFAULT 0,
     fields TEXT NOT NULL,
     files TEXT NOT NULL,
     client TEXT NOT NULL,
     ip TEXT NOT NULL,
     bytes BIGINT NOT NULL,
     handled_at BIGINT,
     words TSVECTOR NOT NULL
   );
   CREATE INDEX submissions_newest ON submissions(spam, received_at, seq);
   CREATE INDEX submissions_form_newest ON submissions(spam, form, received_at, seq);
   CREATE INDEX submissions_received ON submissions(received_at);
   CREATE INDEX submissions_by_ip ON submissions(ip, received_at);
   CREATE INDEX submissions_words ON submissions USING GIN (words);
   CREATE TABLE submission_addresses (
     address TEXT NOT NULL,
     submission_id TEXT NOT NULL REFERENCES submissions(id) ON DELETE CASCADE,
     PRIMARY KEY (address, submission_id)
   );
   CREATE INDEX submission_addresses_by_submission ON submission_addresses(submission_id);
   CREATE TABLE mail_queue (
     submission_id TEXT PRIMARY KEY REFERENCES submissions(id) ON DELETE CASCADE,
     queued_at BIGINT NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0,
     next_attempt_at BIGINT NOT NULL,
     last_error TEXT,
     failed_at BIGINT
   );
   CREATE INDEX mail_queue_due ON mail_queue(next_attempt_at) WHERE failed_at IS NULL;
   CREATE TABLE rate_limits (
     key TEXT PRIMARY KEY,
     window_start BIGINT NOT NULL,
     count INTEGER NOT NULL
   );`,
  // Signing in (src/server/admin/accounts/): the browsers each account has signed in from (their device cookie's hash), and
  // what is left of each sign-in allowance, as the moment it is whole again. Replaces accounts.failed_logins,
  // accounts.locked_until and address_failures, which are no longer read.
  `CREATE TABLE devices (
     token_hash TEXT PRIMARY KEY,
     account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL
   );
   CREATE INDEX devices_by_account ON devices(account_id);
   CREATE TABLE sign_in_allowances (
     key TEXT PRIMARY KEY,
     whole_at BIGINT NOT NULL
   );`,
  // Who uploaded each picture under public/images/uploads/ (sqlite-steps.ts says why).
  `CREATE TABLE uploads (
     file TEXT PRIMARY KEY,
     account_id BIGINT REFERENCES accounts(id) ON DELETE SET NULL,
     bytes BIGINT NOT NULL,
     uploaded_at BIGINT NOT NULL,
     last_used_at BIGINT
   );
   CREATE INDEX uploads_by_account ON uploads(account_id);`,
  // Changes shared for review, their comments, and the key of the reviewers' links (sqlite-steps.ts says why).
  `CREATE TABLE reviews (
     id BIGSERIAL PRIMARY KEY,
     account_id BIGINT NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
     files TEXT NOT NULL,
     content_hash TEXT NOT NULL,
     subject TEXT NOT NULL,
     lines TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL,
     withdrawn_at BIGINT,
     opened_at BIGINT,
     state TEXT NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'approved', 'changes-asked', 'published')),
     answered_by TEXT,
     answered_at BIGINT,
     answer_note TEXT NOT NULL DEFAULT '',
     approved_hash TEXT
   );
   CREATE INDEX reviews_by_account ON reviews(account_id, state);
   CREATE INDEX reviews_waiting ON reviews(state, withdrawn_at);
   CREATE TABLE review_comments (
     id BIGSERIAL PRIMARY KEY,
     review_id BIGINT NOT NULL REFERENCES reviews(id) ON DELETE CASCADE,
     pathname TEXT NOT NULL,
     part TEXT NOT NULL,
     name TEXT NOT NULL,
     text TEXT NOT NULL,
     at BIGINT NOT NULL
   );
   CREATE INDEX review_comments_by_review ON review_comments(review_id);
   CREATE TABLE server_keys (
     name TEXT PRIMARY KEY,
     key TEXT NOT NULL
   );`,
];
