import type Database from 'better-sqlite3';

/**
 * SQLite's schema changes in the order they run (PostgreSQL's are in postgresMigrations.ts,
 * kept in step by schemaParity.test.ts). Append only: a migration that has run on some
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
  {
    id: '0004_account',
    sql: `
      ALTER TABLE users ADD COLUMN title TEXT;
      ALTER TABLE users ADD COLUMN birth_date TEXT;
      ALTER TABLE users ADD COLUMN job_title TEXT;
      ALTER TABLE users ADD COLUMN phone TEXT;
      ALTER TABLE users ADD COLUMN personal_email TEXT;
      ALTER TABLE users ADD COLUMN zipcode TEXT;
      ALTER TABLE users ADD COLUMN contact_preference TEXT NOT NULL DEFAULT 'email'
        CHECK (contact_preference IN ('email', 'phone', 'sms'));
      ALTER TABLE users ADD COLUMN receive_order_email_notify INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE users ADD COLUMN receive_push_notify INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE users ADD COLUMN receive_reminder_email_notify INTEGER NOT NULL DEFAULT 1;

      CREATE TABLE addresses (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        label TEXT NOT NULL,
        line1 TEXT NOT NULL,
        line2 TEXT NOT NULL DEFAULT '',
        city TEXT NOT NULL,
        state TEXT NOT NULL,
        zipcode TEXT NOT NULL,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX addresses_user_id ON addresses (user_id);

      -- Never the card number or the CVC: token stands for the card at a payment provider.
      CREATE TABLE cards (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        brand TEXT NOT NULL,
        last4 TEXT NOT NULL,
        exp_month INTEGER NOT NULL,
        exp_year INTEGER NOT NULL,
        holder_name TEXT NOT NULL,
        token TEXT NOT NULL UNIQUE,
        is_default INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE INDEX cards_user_id ON cards (user_id);

      -- An avatar on its way: announced, then PUT to a signed link, then saved as the avatar.
      CREATE TABLE avatar_uploads (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        signature_hash TEXT NOT NULL,
        content_type TEXT NOT NULL,
        max_size INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'complete', 'saved')),
        file_path TEXT,
        expires_at TEXT NOT NULL
      );

      -- Listed by the profile for now; their own screens will add columns.
      CREATE TABLE family_members (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL,
        relationship INTEGER NOT NULL
      );
      CREATE INDEX family_members_user_id ON family_members (user_id);
      CREATE TABLE pets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL
      );
      CREATE INDEX pets_user_id ON pets (user_id);
      CREATE TABLE teams (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL
      );
      CREATE INDEX teams_user_id ON teams (user_id);
      CREATE TABLE vehicles (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name TEXT NOT NULL
      );
      CREATE INDEX vehicles_user_id ON vehicles (user_id);
    `,
  },
  {
    id: '0005_money',
    sql: `
      -- The balance is a row changed in the same transaction as its entry: the CHECK makes the
      -- database itself refuse a negative balance, and reading it costs one row, not a SUM.
      CREATE TABLE wallets (
        user_id INTEGER PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0)
      );

      -- request_key: the idempotency key of the request that made the row. Unique per person,
      -- so even a bug above could not make two movements out of one request.
      CREATE TABLE orders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        vendor_id INTEGER NOT NULL REFERENCES vendors (id),
        status TEXT NOT NULL CHECK (status IN ('paid', 'pending_provider', 'failed', 'cancelled')),
        total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
        payment_method TEXT NOT NULL CHECK (payment_method IN ('wallet', 'card', 'provider')),
        delivery_json TEXT NOT NULL,
        failure TEXT,
        request_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, request_key)
      );
      CREATE INDEX orders_user_created ON orders (user_id, created_at, id);

      CREATE TABLE order_lines (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        product_id INTEGER NOT NULL REFERENCES products (id),
        name TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 99),
        unit_cents INTEGER NOT NULL CHECK (unit_cents >= 0),
        options_json TEXT NOT NULL
      );
      CREATE INDEX order_lines_order_id ON order_lines (order_id);

      -- Money in is positive, money out negative, never zero.
      CREATE TABLE wallet_entries (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('top_up', 'payment', 'gift_sent', 'gift_received')),
        amount_cents INTEGER NOT NULL CHECK ((kind IN ('top_up', 'gift_received')) = (amount_cents > 0) AND amount_cents <> 0),
        description TEXT NOT NULL,
        counterpart TEXT,
        order_id INTEGER REFERENCES orders (id),
        request_key TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, request_key)
      );
      CREATE INDEX wallet_entries_user_id ON wallet_entries (user_id, id);

      -- The stored answer of each money request, replayed for a repeat with the same key.
      CREATE TABLE idempotency_keys (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        key TEXT NOT NULL,
        request_hash TEXT NOT NULL,
        status INTEGER NOT NULL,
        response_json TEXT NOT NULL,
        created_at TEXT NOT NULL,
        PRIMARY KEY (user_id, key)
      ) WITHOUT ROWID;

      -- Our side of provider payments: what each pays for and whether it was captured.
      CREATE TABLE provider_orders (
        id TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('order', 'recharge')),
        order_id INTEGER REFERENCES orders (id),
        amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
        approve_url TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'completed', 'cancelled', 'failed')),
        request_key TEXT NOT NULL,
        created_at TEXT NOT NULL,
        CHECK ((kind = 'order') = (order_id IS NOT NULL)),
        UNIQUE (user_id, request_key)
      );

      -- The sandbox provider's own records (a real provider keeps these on its side).
      CREATE TABLE sandbox_payments (
        id TEXT PRIMARY KEY,
        amount_cents INTEGER NOT NULL,
        return_url TEXT NOT NULL,
        cancel_url TEXT NOT NULL,
        decision TEXT CHECK (decision IN ('approved', 'cancelled', 'failed')),
        created_at TEXT NOT NULL
      );
    `,
  },
  {
    // Housekeeping reads by age: stored answers older than a day, uploads never saved in time.
    id: '0006_housekeeping_indexes',
    sql: `
      CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
      CREATE INDEX avatar_uploads_unsaved_expiry ON avatar_uploads (expires_at) WHERE status <> 'saved';
    `,
  },
  {
    // A one-letter search reads its matches from a prefix index too, instead of merging the
    // lists of every word that starts with the letter (docs/decisions/0019). FTS5 options are
    // fixed when the table is made, so the index is made again with the same rows.
    id: '0007_catalogue_search_one_letter_prefixes',
    sql: `
      CREATE VIRTUAL TABLE catalogue_search_new USING fts5 (
        name, context, description, kind UNINDEXED, ref_id UNINDEXED,
        tokenize = 'unicode61 remove_diacritics 2',
        prefix = '1 2 3'
      );
      INSERT INTO catalogue_search_new (rowid, name, context, description, kind, ref_id)
        SELECT rowid, name, context, description, kind, ref_id FROM catalogue_search;
      DROP TABLE catalogue_search;
      ALTER TABLE catalogue_search_new RENAME TO catalogue_search;
      INSERT INTO catalogue_search (catalogue_search, rank) VALUES ('rank', 'bm25(10.0, 3.0, 1.0)');
    `,
  },
  {
    // The domain of a work place's work emails, so registration can suggest the place.
    id: '0008_location_email_domain',
    sql: `
      ALTER TABLE locations ADD COLUMN email_domain TEXT;
    `,
  },
  {
    // What happened to a person, newest first, with the unread ones counted (docs/api.md, "Notifications").
    id: '0009_live_notifications',
    sql: `
      CREATE TABLE notifications (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL,
        title TEXT NOT NULL,
        body TEXT NOT NULL DEFAULT '',
        link TEXT,
        read_at TEXT,
        created_at TEXT NOT NULL
      );
      CREATE INDEX notifications_by_user ON notifications (user_id, id);
      CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
    `,
  },
  {
    // One conversation per order between its buyer and the vendor. `id` is the sender's own id
    // (the app makes it before sending), unique per conversation, so sending twice stores once;
    // `seq` orders the conversation and pages it.
    id: '0010_order_chat',
    sql: `
      CREATE TABLE chat_messages (
        seq INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        sender TEXT NOT NULL CHECK (sender IN ('buyer', 'vendor')),
        body TEXT NOT NULL,
        attachment_url TEXT,
        created_at TEXT NOT NULL,
        read_at TEXT,
        UNIQUE (order_id, id)
      );
      CREATE INDEX chat_messages_order_seq ON chat_messages (order_id, seq);
      -- Unread counts: the vendor's messages the buyer has not read yet.
      CREATE INDEX chat_messages_unread ON chat_messages (order_id) WHERE sender = 'vendor' AND read_at IS NULL;
    `,
  },
  {
    // Requests have a life after payment (docs/decisions/0022): orders and custom requests
    // share one table (one id space), so the status CHECK widens and vendor / payment become
    // optional until a custom request is quoted and paid. SQLite cannot alter a CHECK: the
    // tables are made again with the same rows (foreign keys are off while migrating, server/db.ts).
    id: '0011_request_lifecycle',
    sql: `
      CREATE TABLE orders_new (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL DEFAULT 'order' CHECK (kind IN ('order', 'custom')),
        vendor_id INTEGER REFERENCES vendors (id),
        status TEXT NOT NULL CHECK (status IN ('requested', 'quoted', 'accepted', 'pending_provider', 'paid',
          'preparing', 'delivered', 'failed', 'cancelled', 'declined', 'expired')),
        total_cents INTEGER NOT NULL CHECK (total_cents >= 0),
        payment_method TEXT CHECK (payment_method IN ('wallet', 'card', 'provider')),
        delivery_json TEXT NOT NULL,
        failure TEXT,
        request_key TEXT NOT NULL,
        -- The key of the payment of a custom request (its request_key is the one that asked).
        payment_key TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, request_key),
        UNIQUE (user_id, payment_key),
        CHECK (kind = 'custom' OR (vendor_id IS NOT NULL AND payment_method IS NOT NULL))
      );
      INSERT INTO orders_new (id, user_id, kind, vendor_id, status, total_cents, payment_method, delivery_json, failure, request_key, created_at)
        SELECT id, user_id, 'order', vendor_id, status, total_cents, payment_method, delivery_json, failure, request_key, created_at FROM orders;
      DROP TABLE orders;
      ALTER TABLE orders_new RENAME TO orders;
      CREATE INDEX orders_user_created ON orders (user_id, created_at, id);

      -- When each request reached each status: its timeline.
      CREATE TABLE order_status_events (
        id INTEGER PRIMARY KEY,
        order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
        status TEXT NOT NULL,
        at TEXT NOT NULL
      );
      CREATE INDEX order_status_events_order ON order_status_events (order_id, id);
      INSERT INTO order_status_events (order_id, status, at) SELECT id, status, created_at FROM orders;

      CREATE TABLE custom_requests (
        order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        category_id INTEGER NOT NULL REFERENCES categories (id),
        description TEXT NOT NULL,
        quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 999),
        budget_cents INTEGER NOT NULL CHECK (budget_cents > 0),
        needed_by TEXT NOT NULL,
        quote_cents INTEGER CHECK (quote_cents > 0),
        quote_date TEXT,
        quote_note TEXT,
        quoted_at TEXT
      );

      -- Money given back for a cancelled or declined request (a wallet refund is also a ledger entry).
      CREATE TABLE order_refunds (
        order_id INTEGER PRIMARY KEY REFERENCES orders (id) ON DELETE CASCADE,
        method TEXT NOT NULL CHECK (method IN ('wallet', 'card', 'provider')),
        amount_cents INTEGER NOT NULL CHECK (amount_cents >= 0),
        created_at TEXT NOT NULL
      );

      CREATE TABLE wallet_entries_new (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('top_up', 'payment', 'gift_sent', 'gift_received', 'refund')),
        amount_cents INTEGER NOT NULL CHECK ((kind IN ('top_up', 'gift_received', 'refund')) = (amount_cents > 0) AND amount_cents <> 0),
        description TEXT NOT NULL,
        counterpart TEXT,
        order_id INTEGER REFERENCES orders (id),
        request_key TEXT,
        created_at TEXT NOT NULL,
        UNIQUE (user_id, request_key)
      );
      INSERT INTO wallet_entries_new SELECT id, user_id, kind, amount_cents, description, counterpart, order_id, request_key, created_at FROM wallet_entries;
      DROP TABLE wallet_entries;
      ALTER TABLE wallet_entries_new RENAME TO wallet_entries;
      CREATE INDEX wallet_entries_user_id ON wallet_entries (user_id, id);
    `,
  },
  {
    // News and video news of each work place, read newest first (docs/decisions/0023). Media
    // are files of the app (public/media/news); a row names them.
    id: '0012_news',
    sql: `
      CREATE TABLE news_articles (
        id INTEGER PRIMARY KEY,
        location_id INTEGER NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        body_markdown TEXT NOT NULL,
        picture_file TEXT NOT NULL,
        published_at TEXT NOT NULL
      );
      CREATE INDEX news_articles_newest ON news_articles (location_id, published_at DESC, id DESC);

      CREATE TABLE news_videos (
        id INTEGER PRIMARY KEY,
        location_id INTEGER NOT NULL REFERENCES locations (id) ON DELETE CASCADE,
        title TEXT NOT NULL,
        summary TEXT NOT NULL,
        clip_file TEXT NOT NULL,
        poster_file TEXT NOT NULL,
        captions_file TEXT NOT NULL,
        duration_seconds INTEGER NOT NULL CHECK (duration_seconds >= 0),
        published_at TEXT NOT NULL
      );
      CREATE INDEX news_videos_newest ON news_videos (location_id, published_at DESC, id DESC);
    `,
  },
  {
    // The call centre's tickets, the site's policy documents by version, and invitations to
    // colleagues (docs/decisions/0024).
    id: '0013_desk_policy_invites',
    sql: `
      CREATE TABLE support_tickets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        topic TEXT NOT NULL CHECK (topic IN ('order', 'payment', 'account', 'other')),
        message TEXT NOT NULL,
        order_id INTEGER REFERENCES orders (id),
        created_at TEXT NOT NULL
      );
      CREATE INDEX support_tickets_user_created ON support_tickets (user_id, created_at);

      CREATE TABLE policy_documents (
        id INTEGER PRIMARY KEY,
        policy TEXT NOT NULL CHECK (policy IN ('terms', 'privacy', 'cookies')),
        version INTEGER NOT NULL CHECK (version > 0),
        title TEXT NOT NULL,
        body TEXT NOT NULL,
        effective_date TEXT NOT NULL,
        UNIQUE (policy, version)
      );

      CREATE TABLE invitations (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        email TEXT NOT NULL COLLATE NOCASE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        joined_at TEXT,
        UNIQUE (user_id, email)
      );
      CREATE INDEX invitations_email ON invitations (email);
      CREATE INDEX invitations_user_created ON invitations (user_id, created_at);
    `,
  },
  {
    // The private profile (docs/api.md "Private profile"): names and dates of family members,
    // pet details and photo, team sport, vehicle make/model/year/plate, and friends. Existing
    // rows are kept: a name is split at its first space, a vehicle's name becomes its make.
    id: '0014_private_profile',
    sql: `
      ALTER TABLE family_members ADD COLUMN first_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE family_members ADD COLUMN last_name TEXT NOT NULL DEFAULT '';
      ALTER TABLE family_members ADD COLUMN birth_date TEXT;
      ALTER TABLE family_members ADD COLUMN anniversary_date TEXT;
      UPDATE family_members SET
        first_name = substr(trim(name), 1, instr(trim(name) || ' ', ' ') - 1),
        last_name = trim(substr(trim(name), instr(trim(name) || ' ', ' ')));
      ALTER TABLE family_members DROP COLUMN name;
      -- One spouse/partner per person: any further one is kept as a relative (7).
      UPDATE family_members SET relationship = 7
        WHERE relationship = 1 AND id NOT IN (SELECT MIN(id) FROM family_members WHERE relationship = 1 GROUP BY user_id);
      CREATE UNIQUE INDEX family_members_one_spouse ON family_members (user_id) WHERE relationship = 1;

      ALTER TABLE pets ADD COLUMN kind INTEGER NOT NULL DEFAULT 4;
      ALTER TABLE pets ADD COLUMN size INTEGER;
      ALTER TABLE pets ADD COLUMN breed TEXT NOT NULL DEFAULT '';
      ALTER TABLE pets ADD COLUMN birth_date TEXT;
      ALTER TABLE pets ADD COLUMN photo TEXT;

      ALTER TABLE teams ADD COLUMN sport TEXT NOT NULL DEFAULT '';

      ALTER TABLE vehicles ADD COLUMN make TEXT NOT NULL DEFAULT '';
      ALTER TABLE vehicles ADD COLUMN model TEXT NOT NULL DEFAULT '';
      ALTER TABLE vehicles ADD COLUMN year INTEGER;
      ALTER TABLE vehicles ADD COLUMN plate TEXT NOT NULL DEFAULT '';
      UPDATE vehicles SET make = name;
      ALTER TABLE vehicles DROP COLUMN name;

      CREATE TABLE friends (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        relationship INTEGER NOT NULL,
        birth_date TEXT,
        email TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX friends_user_id ON friends (user_id);
    `,
  },
  {
    // Reminders (docs/decisions/0026-reminders.md), and each occurrence they fired for: the
    // primary key makes a second firing of the same occurrence impossible, also across restarts.
    id: '0015_reminders',
    sql: `
      CREATE TABLE reminders (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        type TEXT NOT NULL CHECK (type IN ('birthday', 'anniversary', 'pet_care', 'vehicle_service', 'custom')),
        title TEXT NOT NULL,
        date TEXT NOT NULL,
        repeat TEXT NOT NULL CHECK (repeat IN ('none', 'yearly', 'monthly')),
        remind_days_before INTEGER NOT NULL CHECK (remind_days_before >= 0),
        created_at TEXT NOT NULL
      );
      CREATE INDEX reminders_user_type ON reminders (user_id, type);

      CREATE TABLE reminder_firings (
        reminder_id INTEGER NOT NULL REFERENCES reminders (id) ON DELETE CASCADE,
        occurrence TEXT NOT NULL,
        fired_at TEXT NOT NULL,
        PRIMARY KEY (reminder_id, occurrence)
      );
    `,
  },
  {
    // A custom request's photos (docs/decisions/0022-request-lifecycle.md): the addresses of
    // the uploads it claimed, in the order given.
    id: '0016_custom_request_photos',
    sql: `ALTER TABLE custom_requests ADD COLUMN photos_json TEXT NOT NULL DEFAULT '[]';`,
  },
  {
    // Every invitation request counts toward the inviter's daily cap, answered or refused,
    // re-invitations too (docs/decisions/0013, second round). The day's invitations so far
    // count as requests.
    id: '0017_invitation_requests',
    sql: `
      CREATE TABLE invitation_requests (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        requested_at TEXT NOT NULL
      );
      CREATE INDEX invitation_requests_user ON invitation_requests (user_id, requested_at);
      CREATE INDEX invitation_requests_requested_at ON invitation_requests (requested_at);
      INSERT INTO invitation_requests (user_id, requested_at) SELECT user_id, created_at FROM invitations;
    `,
  },
  {
    // When each upload was announced: what a person uploaded in the last 24 hours is limited
    // (server/routes/avatarRoutes.ts). Uploads from before have no time and count for nobody.
    id: '0018_upload_times',
    sql: `
      ALTER TABLE avatar_uploads ADD COLUMN created_at TEXT NOT NULL DEFAULT '';
      CREATE INDEX avatar_uploads_user_created ON avatar_uploads (user_id, created_at);
    `,
  },
  {
    // Limits on attempts (server/auth/attemptLimit.ts) counted in the database, so every server
    // process on it counts together (docs/decisions/0032-several-processes.md).
    id: '0019_attempt_limits',
    sql: `
      CREATE TABLE attempt_limits (
        limit_name TEXT NOT NULL,
        key TEXT NOT NULL,
        used INTEGER NOT NULL,
        expires_at TEXT NOT NULL,
        PRIMARY KEY (limit_name, key)
      );
      CREATE INDEX attempt_limits_expires ON attempt_limits (limit_name, expires_at);
    `,
  },
  {
    // Cluster messages too long for a NOTIFY, sent by reference (server/cluster/channel.ts);
    // kept a minute. Used on PostgreSQL only (SQLite has one process), here for the same schema.
    id: '0020_cluster_messages',
    sql: `
      CREATE TABLE cluster_messages (
        id INTEGER PRIMARY KEY,
        body TEXT NOT NULL,
        sent_at TEXT NOT NULL
      );
      CREATE INDEX cluster_messages_sent_at ON cluster_messages (sent_at);
    `,
  },
  {
    // PostgreSQL's search columns made narrower (postgresMigrations.ts); FTS5 has nothing of the
    // kind. Listed so both engines end at the same migration (schemaParity.test.ts).
    id: '0021_search_speed',
    sql: '',
  },
];

/**
 * Runs the migrations not applied yet, on the raw connection before the async layer opens it.
 * Foreign keys are off meanwhile (SQLite's way to make a table again: dropping it with them on
 * would delete the rows that point at it) and checked before each migration commits.
 */
export function migrateSqlite(db: Database.Database): void {
  db.pragma('foreign_keys = OFF');
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db.prepare<[], { id: string }>('SELECT id FROM schema_migrations').all().map((row) => row.id),
  );
  const record = db.prepare('INSERT INTO schema_migrations (id, applied_at) VALUES (?, ?)');
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      const broken = db.pragma('foreign_key_check') as unknown[];
      if (broken.length > 0) throw new Error(`Migration ${migration.id} leaves ${broken.length} rows pointing nowhere`);
      record.run(migration.id, new Date().toISOString());
    })();
  }
}
