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
 * What a stream may hold that its tab has not read yet (beyond the socket's own buffers, which
 * take bursts first): some 30 updates of the largest kind. A tab that falls that far behind
 * (asleep, frozen, or never reading) has its stream closed; the app connects again and reads
 * what it missed, so nothing is lost and the server never holds more than this per stream.
 */
export const MAX_UNREAD_BYTES = 64 * 1024;

/**
 * `GET /reactapi/live/updates`: the one server-sent stream per tab (docs/api.md, "Live
 * updates"). Signed in with the Authorization header like every call, never a token in the URL.
 * It ends when its session does: at sign-out at once (whichever process signed it out), after a
 * revocation or expiry at the next heartbeat; when its tab falls behind (`MAX_UNREAD_BYTES`);
 * and when its process lost the cluster channel and may have missed updates (server/cluster).
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
      // A write settles once the tab has taken it (the socket drained): until then it is counted.
      let unread = 0;
      const send = async (text: string) => {
        const bytes = Buffer.byteLength(text);
        unread += bytes;
        // Aborting drops what is queued at once; closing would wait for the tab to read it.
        if (unread > MAX_UNREAD_BYTES) return stream.abort();
        await stream.write(text);
        unread -= bytes;
      };
      const unsubscribe = deps.updates.subscribe(userId, {
        sessionId,
        // One `data:` line: JSON has no raw line breaks.
        deliver: (update) => void send(`data: ${JSON.stringify(update)}\n\n`),
        close: end,
      });
      if (!unsubscribe) return;
      try {
        await send(': live\n\n');
        while (!stream.aborted) {
          let timer: ReturnType<typeof setTimeout> | undefined;
          const beat = new Promise<'beat'>((resolve) => (timer = setTimeout(() => resolve('beat'), HEARTBEAT_MS)));
          const woke = await Promise.race([beat, ended]);
          clearTimeout(timer);
          if (woke !== 'beat' || (await findSession(deps.db, token, deps.now())).status !== 'active') break;
          await send(': heartbeat\n\n');
        }
      } finally {
        unsubscribe();
      }
    });
  });
}
