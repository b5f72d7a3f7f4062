import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';

/** A live stream (`/reactapi/live/updates`) the test writes to. */
export function liveStream() {
  let push: (text: string) => void = () => {};
  const handler = http.get(
    '/reactapi/live/updates',
    () =>
      new Response(
        new ReadableStream({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
          },
        }),
        { headers: { 'Content-Type': 'text/event-stream' } },
      ),
  );
  return { handler, send: (update: unknown) => push(`data: ${JSON.stringify(update)}\n\n`) };
}

/**
 * The app's live updates stream, held until the path opens it: each request waits; `open`
 * answers the latest one with a stream the path can write into or drop.
 */
export function heldLiveStream() {
  let held: Array<(response: Response) => void> = [];
  let open: ReadableStreamDefaultController<Uint8Array> | null = null;
  return {
    handler: http.get('/reactapi/live/updates', () => new Promise<Response>((resolve) => held.push(resolve))),
    reset() {
      held = [];
      open = null;
    },
    /** Requests made before the device went offline were given up by the app. */
    forgetHeld() {
      held = [];
    },
    async open() {
      // After a drop the app asks again after its backoff (1 s): a limit, not a wait.
      await waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 5_000 });
      const answer = held.pop()!;
      held = [];
      answer(new HttpResponse(new ReadableStream({ start: (controller) => void (open = controller) }), { headers: { 'Content-Type': 'text/event-stream' } }));
    },
    isOpen: () => open !== null,
    drop() {
      open?.close();
      open = null;
    },
    send(update: object) {
      open?.enqueue(new TextEncoder().encode(`data: ${JSON.stringify(update)}\n\n`));
    },
  };
}
