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
  {
    id: '0002_registration',
    sql: `
      CREATE TABLE sites (
        id INTEGER PRIMARY KEY,
        location_id INTEGER NOT NULL REFERENCES locations (id),
        name TEXT NOT NULL,
        address TEXT NOT NULL,
        UNIQUE (location_id, name)
      );

      -- The interests dictionary: each location offers its own.
      CREATE TABLE interests (
        id INTEGER PRIMARY KEY,
        location_id INTEGER NOT NULL REFERENCES locations (id),
        name TEXT NOT NULL,
        UNIQUE (location_id, name)
      );

      CREATE TABLE user_interests (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        interest_id INTEGER NOT NULL REFERENCES interests (id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, interest_id)
      ) WITHOUT ROWID;

      -- A registration waiting for its emailed code; becomes a user on verification.
      CREATE TABLE pending_registrations (
        id INTEGER PRIMARY KEY,
        email TEXT NOT NULL COLLATE NOCASE UNIQUE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        gender INTEGER NOT NULL,
        cell_phone TEXT,
        location_id INTEGER NOT NULL REFERENCES locations (id),
        site_id INTEGER NOT NULL REFERENCES sites (id),
        code_hash TEXT NOT NULL,
        code_expires_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );

      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        code_hash TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        used_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX password_resets_user_id ON password_resets (user_id, id);

      -- Emailed codes of the last hour, for the resend cooldown and the hourly cap.
      CREATE TABLE code_sends (
        id INTEGER PRIMARY KEY,
        purpose TEXT NOT NULL,
        email TEXT NOT NULL COLLATE NOCASE,
        sent_at TEXT NOT NULL
      );
      CREATE INDEX code_sends_email ON code_sends (email, purpose, sent_at);
      CREATE INDEX code_sends_sent_at ON code_sends (sent_at);

      ALTER TABLE users ADD COLUMN site_id INTEGER REFERENCES sites (id);
    `,
  },
  {
    id: '0003_catalogue',
    sql: `
      CREATE TABLE categories (
        id INTEGER PRIMARY KEY,
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        position INTEGER NOT NULL
      );

      CREATE TABLE vendors (
        id INTEGER PRIMARY KEY,
        category_id INTEGER NOT NULL REFERENCES categories (id),
        name TEXT NOT NULL,
        tagline TEXT NOT NULL,
        description TEXT NOT NULL,
        rating_tenths INTEGER NOT NULL CHECK (rating_tenths BETWEEN 10 AND 50),
        featured INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX vendors_category_name ON vendors (category_id, name, id);

      CREATE TABLE catalogs (
        id INTEGER PRIMARY KEY,
        vendor_id INTEGER NOT NULL REFERENCES vendors (id),
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        position INTEGER NOT NULL
      );
      CREATE INDEX catalogs_vendor_position ON catalogs (vendor_id, position);

      CREATE TABLE products (
        id INTEGER PRIMARY KEY,
        catalog_id INTEGER NOT NULL REFERENCES catalogs (id),
        vendor_id INTEGER NOT NULL REFERENCES vendors (id),
        category_id INTEGER NOT NULL REFERENCES categories (id),
        name TEXT NOT NULL,
        description TEXT NOT NULL,
        price_cents INTEGER NOT NULL CHECK (price_cents >= 0),
        options_json TEXT NOT NULL DEFAULT '[]',
        featured INTEGER NOT NULL DEFAULT 0
      );
      -- Keyset paging: products of a catalogue and of a category in name order.
      CREATE INDEX products_catalog_name ON products (catalog_id, name, id);
      CREATE INDEX products_category_name ON products (category_id, name, id);

      -- Search over categories, vendors and products together, ranked by bm25 with the
      -- name counting most, then the vendor / category it belongs to, then the description.
      CREATE VIRTUAL TABLE catalogue_search USING fts5 (
        name, context, description, kind UNINDEXED, ref_id UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '2 3'
      );
      INSERT INTO catalogue_search (catalogue_search, rank) VALUES ('rank', 'bm25(10.0, 3.0, 1.0)');
    `,
  },
];
