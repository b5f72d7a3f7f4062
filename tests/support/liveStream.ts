import { http } from 'msw';

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
