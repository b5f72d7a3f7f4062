// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitBody } from './http/bodyLimit';

const app = new Hono()
  .use(limitBody({ maxSize: 10, onError: (c) => c.text('too large', 413) }))
  .post('/', async (c) => c.text(`read ${(await c.req.text()).length}`));

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  app.request('/', { method: 'POST', body, headers, ...(body instanceof ReadableStream ? { duplex: 'half' } : {}) } as RequestInit);

const streamOf = (text: string) =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });

describe('limitBody', () => {
  it('judges a body by its Content-Length', async () => {
    expect(await (await post('0123456789', { 'Content-Length': '10' })).text()).toBe('read 10');
    expect((await post('01234567890', { 'Content-Length': '11' })).status).toBe(413);
  });

  it('counts a body sent without a length', async () => {
    expect(await (await post(streamOf('0123456789'))).text()).toBe('read 10');
    expect((await post(streamOf('01234567890'))).status).toBe(413);
  });
});
