/**
 * Schema changes in the order they run. Append only: a migration that has run on some
 * machine must never change; add a new one instead.
 */
export const MIGRATIONS: readonly { id: string; sql: string }[] = [
  {
    id: '0001_accounts_sessions_mfa_outbox',
    sql: `
      CREATE TABLE locations (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        location_type INTEGER NOT NULL CHECK (location_type IN (1, 2, 3)),
        phone TEXT,
        client_name TEXT
      );

      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        password_hash TEXT NOT NULL,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        cell_phone TEXT,
        gender INTEGER NOT NULL DEFAULT 0,
        initial TEXT,
        avatar_img TEXT,
        location_id INTEGER REFERENCES locations (id),
        mfa_enabled INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );

      CREATE TABLE sessions (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX sessions_user_id ON sessions (user_id);

      CREATE TABLE mfa_challenges (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        code_hash TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used_at TEXT
      );

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        to_email TEXT NOT NULL COLLATE NOCASE,
        subject TEXT NOT NULL,
        body TEXT NOT NULL,
        code TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX outbox_to_email ON outbox (to_email, id);
    `,
  },
];
