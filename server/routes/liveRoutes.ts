import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { requireSignedIn } from '../auth/requireSession';
import { findSession, tokenFromHeader } from '../auth/sessions';
import type { AppDeps, SignedInEnv } from '../http/appEnv';
import { errors } from '../http/envelope';
import { STREAMS_PER_PERSON } from '../live/updateBus';

/** Often enough that proxies and the browser keep an idle stream open. */
const HEARTBEAT_MS = 15_000;

/**
 * `GET /reactapi/live/updates`: the one server-sent stream per tab (docs/api.md, "Live
 * updates"). Signed in with the Authorization header like every call, never a token in the URL.
 * It ends when its session does: at sign-out at once, after a revocation or expiry at the
 * next heartbeat.
 */
export function liveRoutes(deps: AppDeps) {
  return new Hono<SignedInEnv>().get('/reactapi/live/updates', requireSignedIn(deps), (c) => {
    const userId = c.get('userId');
    const sessionId = c.get('sessionId');
    const token = tokenFromHeader(c.req.header('Authorization'));
    if (deps.updates.streamCount(userId) >= STREAMS_PER_PERSON) {
      throw errors.rateLimited(`At most ${STREAMS_PER_PERSON} tabs receive live updates at once; close another tab`);
    }

    return streamSSE(c, async (stream) => {
      let end = () => {};
      const ended = new Promise<void>((resolve) => (end = resolve));
      stream.onAbort(end);
      const unsubscribe = deps.updates.subscribe(userId, {
        sessionId,
        deliver: (update) => void stream.writeSSE({ data: JSON.stringify(update) }),
        close: end,
      });
      if (!unsubscribe) return;
      try {
        await stream.write(': live\n\n');
        while (!stream.aborted) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const beat = new Promise<'beat'>((resolve) => (timer = setTimeout(() => resolve('beat'), HEARTBEAT_MS)));
          const woke = await Promise.race([beat, ended]);
          clearTimeout(timer);
          if (woke !== 'beat' || findSession(deps.db, token, deps.now()).status !== 'active') break;
          await stream.write(': heartbeat\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
