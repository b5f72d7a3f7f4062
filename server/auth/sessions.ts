import { hear, tell } from '../cluster/channel';
import { databaseOf, type Db, row, run, sql } from '../db';
import { newToken, sha256 } from './tokens';

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type SessionLookup =
  | { status: 'active'; sessionId: number; userId: number }
  | { status: 'revoked' }
  | { status: 'missing' };

/** Starts a session and returns its token; the token itself is never stored. */
export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS).toISOString();
  await run(
    db,
    sql`INSERT INTO sessions (user_id, token_hash, created_at, expires_at) VALUES (${userId}, ${sha256(token)}, ${now.toISOString()}, ${expiresAt})`,
  );
  return token;
}

/** `Bearer <token>` or the bare token, as the spec's client sends it. */
export function tokenFromHeader(header: string | undefined): string | null {
  const token = header?.trim().replace(/^Bearer\s+/i, '');
  return token ? token : null;
}

type SessionRow = { id: number; user_id: number; expires_at: string; revoked_at: string | null };
type LiveSession = { sessionId: number; userId: number; keptUntilMs: number };

// Live sessions by token: a signed-in call then costs no hash and no query (about a fifth of a
// small API call). Whatever ends a session must call forgetLiveSessions.
const LIVE_SESSIONS_KEPT = 10_000;
/**
 * The backstop (docs/decisions/0032): a session is read again at least this often, so a
 * sign-out whose message to this process was lost still ends it here within 10 s.
 */
export const LIVE_SESSION_KEPT_MS = 10_000;

interface LiveSessions {
  byToken: Map<string, LiveSession>;
  /** Moves on at each forget: a read that started before one must not be kept after it. */
  generation: number;
}

// Kept per database (databaseOf), not per transaction: a transaction is another object on it.
const liveSessionsByDb = new WeakMap<object, LiveSessions>();

function liveSessionsOf(db: Db): LiveSessions {
  const live = liveSessionsByDb.get(databaseOf(db));
  if (live) return live;
  const created: LiveSessions = { byToken: new Map(), generation: 0 };
  liveSessionsByDb.set(databaseOf(db), created);
  hear(db, (message) => {
    if (message.kind === 'forget-sessions' || message.kind === 'missed') forgetAll(created);
  });
  return created;
}

function forgetAll(live: LiveSessions): void {
  live.byToken.clear();
  live.generation += 1;
}

/**
 * The one invalidation hook: every sign-out, revocation or expiry written to `sessions` calls it.
 * Forgotten now, and again on every process once the write commits (the cluster channel): a
 * read between the two could keep the old row.
 */
export function forgetLiveSessions(db: Db): void {
  forgetAll(liveSessionsOf(db));
  tell(db, { kind: 'forget-sessions' });
}

/**
 * The session of a token when it is known without a query (no token, or a live session this
 * process keeps), else undefined. Nearly every signed-in call ends here, with no wait.
 */
export function knownSession(db: Db, token: string | null, now: Date): SessionLookup | undefined {
  if (!token) return { status: 'missing' };
  const known = liveSessionsOf(db).byToken.get(token);
  return known && known.keptUntilMs > now.getTime() ? { status: 'active', sessionId: known.sessionId, userId: known.userId } : undefined;
}

/** The session of a token. Its user exists: deleting a user deletes their sessions. */
export async function findSession(db: Db, token: string | null, now: Date): Promise<SessionLookup> {
  const known = knownSession(db, token, now);
  if (known || !token) return known ?? { status: 'missing' };

  const live = liveSessionsOf(db);
  const readIn = live.generation;
  const session = await row<SessionRow>(db, sql`SELECT id, user_id, expires_at, revoked_at FROM sessions WHERE token_hash = ${sha256(token)}`);
  if (!session) return { status: 'missing' };
  // Revoked wins over expired: a signed-out user is told the session ended (70001).
  if (session.revoked_at !== null) return { status: 'revoked' };
  if (session.expires_at <= now.toISOString()) return { status: 'missing' };
  if (live.generation === readIn) {
    if (live.byToken.size >= LIVE_SESSIONS_KEPT) live.byToken.delete(live.byToken.keys().next().value as string);
    const keptUntilMs = Math.min(Date.parse(session.expires_at), now.getTime() + LIVE_SESSION_KEPT_MS);
    live.byToken.set(token, { sessionId: session.id, userId: session.user_id, keptUntilMs });
  }
  return { status: 'active', sessionId: session.id, userId: session.user_id };
}

export async function revokeSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await run(db, sql`UPDATE sessions SET revoked_at = ${now.toISOString()} WHERE id = ${sessionId} AND revoked_at IS NULL`);
  forgetLiveSessions(db);
}

/**
 * Signs the user out everywhere: every live token then gets 401 / 70001. The one place that
 * ends all of a user's sessions (a changed or reset password).
 */
export async function endAllSessions(db: Db, userId: number, now: Date): Promise<void> {
  const at = now.toISOString();
  await run(db, sql`UPDATE sessions SET revoked_at = ${at} WHERE user_id = ${userId} AND revoked_at IS NULL AND expires_at > ${at}`);
  forgetLiveSessions(db);
}
