import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db';
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
const isKeyAlreadyMoved = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  error.message.includes('.request_key');

/**
 * Runs each money request once per (user, key). The answer is stored when the handler
 * answers, and a repeat with the same payload within `ANSWER_KEPT_MS` gets it again (older
 * answers are deleted a batch at a time as new ones are stored); a different payload is refused
 * (409 / 40901). A repeat that arrives while the first is still running waits for it and then
 * gets the same answer (requests are serialised per key in this process, so 40902 "being
 * processed" is never needed). A handler that throws has moved no money: nothing is stored
 * and the key may be used again.
 */
export function createIdempotency(db: Db, now: () => Date) {
  const find = db.prepare<[number, string, string], { request_hash: string; status: number; response_json: string }>(
    'SELECT request_hash, status, response_json FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at >= ?',
  );
  const insert = db.prepare(
    `INSERT INTO idempotency_keys (user_id, key, request_hash, status, response_json, created_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  // An expired answer for this very key may not be in the batch: it goes first.
  const forgetExpired = db.prepare('DELETE FROM idempotency_keys WHERE user_id = ? AND key = ? AND created_at < ?');
  const purgeExpired = db.prepare(
    `DELETE FROM idempotency_keys WHERE (user_id, key) IN
       (SELECT user_id, key FROM idempotency_keys WHERE created_at < ? LIMIT ${ANSWER_PURGE_BATCH})`,
  );
  const keptSince = () => new Date(now().getTime() - ANSWER_KEPT_MS).toISOString();
  const save = db.transaction((userId: number, key: string, hash: string, answer: Answer) => {
    const cutoff = keptSince();
    forgetExpired.run(userId, key, cutoff);
    purgeExpired.run(cutoff);
    insert.run(userId, key, hash, answer.status, JSON.stringify(answer.body), now().toISOString());
  });
  const inFlight = new Map<string, Promise<Answer>>();

  const run = async (userId: number, key: string, hash: string, handler: () => Promise<Answer>): Promise<Answer> => {
    const slot = `${userId}:${key}`;
    for (let running = inFlight.get(slot); running; running = inFlight.get(slot)) await running.catch(() => undefined);

    const stored = find.get(userId, key, keptSince());
    if (stored) {
      if (stored.request_hash !== hash) throw errors.requestKeyReused();
      return { status: stored.status as ContentfulStatusCode, body: JSON.parse(stored.response_json) as Answer['body'] };
    }
    const work = handler()
      .catch((error: unknown) => {
        // The key already made a movement whose answer is no longer kept: nothing moves again.
        throw isKeyAlreadyMoved(error) ? errors.requestKeyReused() : error;
      })
      .then((answer) => {
        save(userId, key, hash, answer);
        return answer;
      })
      .finally(() => inFlight.delete(slot));
    inFlight.set(slot, work);
    return work;
  };

  return {
    /** Waits for a request still running with this key, so its outcome can be read. */
    settled: async (userId: number, key: string) => {
      await inFlight.get(`${userId}:${key}`)?.catch(() => undefined);
    },

    /** The handler's answer, or the stored one, as the response. */
    respond: async (c: Context<AppEnv>, request: { idempotency_key: string }, handler: () => Promise<Answer>) => {
      const answer = await run(c.get('user').id, request.idempotency_key, requestHash(c.req.path, request), handler);
      return jsonResponse(answer.body, answer.status);
    },
  };
}
