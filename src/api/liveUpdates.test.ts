import { describe, expect, it, vi } from 'vitest';
import type { LiveUpdate } from './contract/liveUpdates';
import { TransportError } from './errors';
import { createEventParser, LIVE_SILENCE_LIMIT_MS, readLiveUpdates } from './liveUpdates';

const parse = (chunks: string[]) => {
  const events: string[] = [];
  const parser = createEventParser((data) => events.push(data));
  for (const chunk of chunks) parser.push(chunk);
  return events;
};

describe('createEventParser', () => {
  it('reads events cut anywhere between chunks, including between \\r and \\n', () => {
    const text = 'data: {"a":1}\r\n\r\ndata: {"b":2}\n\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(['{"a":1}', '{"b":2}']);
    }
  });

  it('joins the data lines of one event with newlines, and skips comments and other fields', () => {
    expect(parse([': heartbeat\n\nevent: note\nid: 4\ndata: first\ndata:second\n\n'])).toEqual(['first\nsecond']);
  });

  it('waits for the blank line that ends an event', () => {
    expect(parse(['data: half'])).toEqual([]);
  });
});

const notification = { id: 1, kind: 'news', title: 'Canteen opens', body: '', link: '/news/3', read: false, created_at: '2026-03-02T09:00:00.000Z' };

function streamOf(chunks: string[]): typeof fetch {
  return async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { headers: { 'Content-Type': 'text/event-stream' } },
    );
}

describe('readLiveUpdates', () => {
  it('sends the token in the Authorization header, never in the URL', async () => {
    const asked: Array<{ url: string; authorization: string | null }> = [];
    const fetchStub: typeof fetch = async (url, init) => {
      asked.push({ url: String(url), authorization: new Headers(init?.headers).get('Authorization') });
      return streamOf([])(url, init);
    };
    await readLiveUpdates({ baseURL: 'https://api.example', token: 'secret-token', signal: new AbortController().signal, onOpen: () => {}, onUpdate: () => {}, fetch: fetchStub });
    expect(asked).toEqual([{ url: 'https://api.example/reactapi/live/updates', authorization: 'Bearer secret-token' }]);
  });

  it('passes on known updates and skips unknown types and broken JSON', async () => {
    const updates: LiveUpdate[] = [];
    let opened = false;
    await readLiveUpdates({
      baseURL: '',
      token: 't',
      signal: new AbortController().signal,
      onOpen: () => (opened = true),
      onUpdate: (update) => updates.push(update),
      fetch: streamOf([
        'data: {"type":"poll.closed","id":3}\n\n',
        'data: {not json\n\n',
        `data: ${JSON.stringify({ type: 'notification.created', notification: { ...notification, extra: 1 } })}\n\n`,
        'data: {"type":"request.status","orderId":5,"status":"shipped"}\n\n',
      ]),
    });
    expect(opened).toBe(true);
    expect(updates).toEqual([
      { type: 'notification.created', notification },
      { type: 'request.status', orderId: 5, status: 'shipped' },
    ]);
  });

  it('drops a stream that stays silent past the limit, and keeps one the heartbeat keeps alive', async () => {
    vi.useFakeTimers();
    try {
      let write: (text: string) => void = () => {};
      const held: typeof fetch = async () =>
        new Response(
          new ReadableStream({ start: (controller) => void (write = (text) => controller.enqueue(new TextEncoder().encode(text))) }),
          { headers: { 'Content-Type': 'text/event-stream' } },
        );
      const reading = readLiveUpdates({ baseURL: '', token: 't', signal: new AbortController().signal, onOpen: () => {}, onUpdate: () => {}, fetch: held });
      let outcome: unknown = 'reading';
      reading.then(() => (outcome = 'ended'), (error: unknown) => (outcome = error));
      await vi.advanceTimersByTimeAsync(0);
      write(': live\n\n');
      for (let beat = 0; beat < 4; beat += 1) {
        await vi.advanceTimersByTimeAsync(15_000);
        write(': heartbeat\n\n');
      }
      expect(outcome).toBe('reading');
      await vi.advanceTimersByTimeAsync(LIVE_SILENCE_LIMIT_MS);
      expect(outcome).toBeInstanceOf(TransportError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails with the server’s message when it refuses the stream', async () => {
    const refuse: typeof fetch = async () => Response.json({ code: 42900, message: 'Too many tabs', data: null }, { status: 429 });
    await expect(
      readLiveUpdates({ baseURL: '', token: 't', signal: new AbortController().signal, onOpen: () => {}, onUpdate: () => {}, fetch: refuse }),
    ).rejects.toMatchObject({ status: 429, code: 42900, message: 'Too many tabs' });
  });
});
