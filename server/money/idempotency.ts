import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { REQUEST_TIMEOUT_MS } from '../../src/domain/constants';
import { type Db, inTransaction, isUniqueViolation, row, run, sql, value } from '../db';
import type { AppEnv } from '../http/appEnv';
import { errors, okBody, type ApiError } from '../http/envelope';
import { jsonResponse } from '../http/securityHeaders';

/**
 * How long a stored answer is replayed: 24 hours. A retry after a lost answer comes within
 * minutes, so a day leaves a wide margin while the table holds only about a day of money
 * requests. After it the key is treated as new: the request runs again, and the movement
 * tables' UNIQUE (user_id, request_key) still refuse a second movement (answered 409 / 40901).
 */
export const ANSWER_KEPT_MS = 24 * 60 * 60 * 1000;
/** Older answers deleted at most per answer stored: more than one, so a backlog only shrinks. */
export const ANSWER_PURGE_BATCH = 100;

/** A response as it is stored and replayed. */
export interface Answer {
  status: ContentfulStatusCode;
  body: { code: number; message: string; data: unknown };
}

export const okAnswer = (data: unknown): Answer => ({ status: 200, body: okBody(data) });
export const failAnswer = (error: ApiError, data: unknown): Answer => ({
  status: error.status,
  body: { code: error.code, message: error.message, data },
});

/**
 * What identifies a request: its path and payload without the key, keys sorted. Card numbers
 * keep only their last four digits and CVCs are left out, so no stored hash can be turned
 * back into a card number by trying them all.
 */
export function requestHash<Payload extends { idempotency_key: string }>(path: string, payload: Payload): string {
  const { idempotency_key: _key, ...rest } = payload;
  const canonical = JSON.stringify(rest, (key, value: unknown) => {
    if (key === 'cvc') return undefined;
    if (key === 'number' && typeof value === 'string') return value.slice(-4);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
  });
  return createHash('sha256').update(`${path}\n${canonical}`).digest('hex');
}

/** A movement table refusing a second row for the same (user_id, request_key). */
const isKeyAlreadyMoved = (error: unknown) => {
  if (!isUniqueViolation(error)) return false;
  // SQLite names the columns (`wallet_entries.request_key`), PostgreSQL the constraint (`wallet_entries_user_id_request_key_key`).
  const { message, constraint } = error as { message?: unknown; constraint?: unknown };
  return (typeof message === 'string' && message.includes('.request_key')) || (typeof constraint === 'string' && constraint.includes('request_key'));
};

/** Another process claimed the key between this request's read and its claim (reported so when not as a serialization failure). */
const isKeyClaimedMeanwhile = (error: unknown) => isUniqueViolation(error) && !isKeyAlreadyMoved(error) && /idempotency_keys/.test(String(error));

/** The status of a key claimed by a request whose answer is not written yet (it is calling the payment provider). */
const CLAIMED = 0;

/**
 * How long a repeat waits for the answer of a key claimed by a request running elsewhere (another
 * server process calling the payment provider): the app's own request timeout, 10 s. By then the
 * person's app has stopped waiting for either answer; a claim still without one belongs to a
 * request that stopped (its process ended), and is refused (409).
 */
export const CLAIM_WAIT_MS = REQUEST_TIMEOUT_MS;
// The key's row is read again this often while waiting, growing from the first to the last.
const FIRST_LOOK_MS = 20;
const LAST_LOOK_MS = 250;
/** Said by the key's transaction when another request holds its claim: wait for its answer outside it. */
const claimedElsewhere = Symbol('claimed elsewhere');

/**
 * What a handler answers when it must call the payment provider: `outside` runs once the
 * transaction that claimed the key (and wrote the waiting order) committed, outside any
 * transaction (the provider may be slow, and a transaction may be run again); it answers the
 * last step, run in a second transaction that also stores the answer.
 */
export interface ThenOutside {
  outside: () => Promise<(tx: Db) => Promise<Answer>>;
}
export const thenOutside = (outside: ThenOutside['outside']): ThenOutside => ({ outside });
const isThenOutside = (result: Answer | ThenOutside): result is ThenOutside => 'outside' in result;

type Handler = (tx: Db) => Promise<Answer | ThenOutside>;

/**
 * Runs each money request once per (user, key). The handler runs in one transaction that first
 * claims the key and, with its work, stores its answer: a repeat with the same payload within
 * `ANSWER_KEPT_MS` gets that answer again (older answers are deleted a batch at a time as new
 * ones are stored); a different payload is refused (409 / 40901). A repeat that arrives while
 * the first is still running waits for it and then gets the same answer: in this process it
 * waits for it here, and in the database a second claim of the key waits for the first
 * transaction and is then run again (PostgreSQL: a serialization failure), reading the answer.
 * A handler that throws has moved no money: its transaction, claim included, is rolled back
 * and the key may be used again. A key whose claim has no answer yet (its request is calling the
 * payment provider in another process) is waited for, up to `CLAIM_WAIT_MS`, and its answer
 * given; still without one (its request stopped while calling), it is refused (409 / 40901).
 */
export function createIdempotency(db: Db, now: () => Date) {
  const keptSince = () => new Date(now().getTime() - ANSWER_KEPT_MS).toISOString();
  const store = (tx: Db, userId: number, key: string, answer: Answer) =>
    run(
      tx,
      sql`UPDATE idempotency_keys SET status = ${answer.status}, response_json = ${JSON.stringify(answer.body)}
          WHERE user_id = ${userId} AND key = ${key}`,
    );
  const inFlight = new Map<string, Promise<Answer>>();

  /** Waits until the key's claim has its answer (or is gone or expired), up to `until` (performance.now()); false when it has not. */
  const answered = async (userId: number, key: string, until: number): Promise<boolean> => {
    for (let look = FIRST_LOOK_MS; ; look = Math.min(look * 2, LAST_LOOK_MS)) {
      const status = await value<number>(
        db,
        sql`SELECT status FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key} AND created_at >= ${keptSince()}`,
      );
      if (status !== CLAIMED) return true;
      const left = until - performance.now();
      if (left <= 0) return false;
      await new Promise((resolve) => setTimeout(resolve, Math.min(look, left)));
    }
  };

  const execute = async (userId: number, key: string, hash: string, handler: Handler, until: number): Promise<Answer> => {
    let first: Answer | ThenOutside | typeof claimedElsewhere;
    try {
      first = await inTransaction(db, async (tx) => {
        const stored = await row<{ request_hash: string; status: number; response_json: string }>(
          tx,
          sql`SELECT request_hash, status, response_json FROM idempotency_keys
              WHERE user_id = ${userId} AND key = ${key} AND created_at >= ${keptSince()}`,
        );
        if (stored) {
          if (stored.request_hash !== hash) throw errors.requestKeyReused();
          if (stored.status === CLAIMED) return claimedElsewhere;
          return { status: stored.status as ContentfulStatusCode, body: JSON.parse(stored.response_json) as Answer['body'] };
        }
        const cutoff = keptSince();
        // An expired answer for this very key may not be in the batch: it goes first.
        await run(tx, sql`DELETE FROM idempotency_keys WHERE user_id = ${userId} AND key = ${key} AND created_at < ${cutoff}`);
        await run(
          tx,
          sql`DELETE FROM idempotency_keys WHERE (user_id, key) IN
                (SELECT user_id, key FROM idempotency_keys WHERE created_at < ${cutoff} LIMIT ${ANSWER_PURGE_BATCH})`,
        );
        // The claim, before the work: a concurrent request with the key waits here for this transaction.
        await run(
          tx,
          sql`INSERT INTO idempotency_keys (user_id, key, request_hash, status, response_json, created_at)
              VALUES (${userId}, ${key}, ${hash}, ${CLAIMED}, '', ${now().toISOString()})`,
        );
        const result = await handler(tx);
        if (!isThenOutside(result)) await store(tx, userId, key, result);
        return result;
      });
    } catch (error) {
      // Read again: the answer of the request that claimed it, or its refusal.
      if (isKeyClaimedMeanwhile(error)) return execute(userId, key, hash, handler, until);
      // The key already made a movement whose answer is no longer kept: nothing moves again.
      throw isKeyAlreadyMoved(error) ? errors.requestKeyReused() : error;
    }
    if (first === claimedElsewhere) {
      if (!(await answered(userId, key, until))) throw errors.requestKeyReused();
      return execute(userId, key, hash, handler, until);
    }
    if (!isThenOutside(first)) return first;
    const last = await first.outside();
    return inTransaction(db, async (tx) => {
      const answer = await last(tx);
      await store(tx, userId, key, answer);
      return answer;
    });
  };

  const respondOnce = async (userId: number, key: string, hash: string, handler: Handler): Promise<Answer> => {
    const slot = `${userId}:${key}`;
    for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) await running.catch(() => undefined);
    const work = execute(userId, key, hash, handler, performance.now() + CLAIM_WAIT_MS).finally(() => inFlight.delete(slot));
    inFlight.set(slot, work);
    return work;
  };

  return {
    /** Waits for a request still running with this key, here or in another process (up to `CLAIM_WAIT_MS`), so its outcome can be read. */
    settled: async (userId: number, key: string) => {
      await inFlight.get(`${userId}:${key}`)?.catch(() => undefined);
      await answered(userId, key, performance.now() + CLAIM_WAIT_MS);
    },

    /** The handler's answer, or the stored one, as the response. */
    respond: async (c: Context<AppEnv>, request: { idempotency_key: string }, handler: Handler) => {
      const answer = await respondOnce(c.get('user').id, request.idempotency_key, requestHash(c.req.path, request), handler);
      return jsonResponse(answer.body, answer.status);
    },
  };
}
