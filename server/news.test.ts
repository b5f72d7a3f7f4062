// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { articlePageSchema, articleSchema, videoPageSchema, videoSchema } from '../src/api/contract/news';
import { createSession } from './auth/sessions';
import { row, sql } from './db';
import { DEMO_EMAIL } from './seed';
import { startTestServer } from './testSupport';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
let server: TestServer;
let demoToken: string;
let hotelToken: string;

// News reads change nothing, so one server serves the whole file.
beforeAll(async () => {
  server = await startTestServer();
  demoToken = await server.signIn(DEMO_EMAIL);
  // Someone at the hotel (work place 2), whose news is not the demo person's.
  const guest = await row<{ id: number }>(
    server.db,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, location_id, created_at)
        VALUES ('desk@harbor.example', 'no password', 'Ana', 'Silva', 2, '2026-03-01T09:00:00.000Z') RETURNING id`,
  );
  hotelToken = await createSession(server.db, guest!.id, new Date('2026-03-02T09:00:00.000Z'));
});

async function readData<S extends z.ZodMiniType>(path: string, body: unknown, schema: S, token = demoToken): Promise<z.infer<S>> {
  const { status, body: envelope } = await server.post(path, body, token);
  expect(status, JSON.stringify(envelope)).toBe(200);
  return schema.parse(envelope.data);
}

type PageOf<Item> = { items: Item[]; next_cursor: string | null; total: number };

/** Every page of a list, following `next_cursor` to the end. */
async function readAll<Item>(path: string, schema: z.ZodMiniType<PageOf<Item>>, token = demoToken) {
  const pages: Array<PageOf<Item>> = [];
  let cursor: string | null = null;
  do {
    const page: PageOf<Item> = await readData(path, { cursor, limit: 7 }, schema, token);
    pages.push(page);
    cursor = page.next_cursor;
  } while (cursor !== null);
  return pages;
}

/** The first item of a list that must have one. */
function firstOf<Item>(items: Item[]): Item {
  const [first] = items;
  if (first === undefined) throw new Error('The list is empty');
  return first;
}

const isNewestFirst = (items: Array<{ published_at: string }>) =>
  items.every((item, index) => index === 0 || (items[index - 1]?.published_at ?? '') >= item.published_at);

describe('news articles', () => {
  it('pages through at least 30 articles of the work place, newest first, each once', async () => {
    const pages = await readAll('/api/news/articles', articlePageSchema);
    const items = pages.flatMap((page) => page.items);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(firstOf(pages).total).toBe(items.length);
    expect(pages.slice(0, -1).every((page) => page.items.length === 7)).toBe(true);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    expect(isNewestFirst(items)).toBe(true);
    expect(firstOf(items)).toMatchObject({
      title: 'Welcome week for new colleagues',
      published_at: '2026-11-20T09:00:00.000Z',
      image: { url: '/site/app/media/news/picture-1.jpg', width: 480, height: 270 },
    });
  });

  it('gives ten articles when the request does not say how many', async () => {
    const page = await readData('/api/news/articles', {}, articlePageSchema);
    expect(page.items).toHaveLength(10);
    expect(page.next_cursor).not.toBeNull();
  });

  it('reads one article with its Markdown body', async () => {
    const first = firstOf((await readData('/api/news/articles', {}, articlePageSchema)).items);
    const article = await readData('/api/news/article', { news_id: first.id }, articleSchema);
    expect(article).toMatchObject({ id: first.id, title: first.title, image: first.image });
    expect(article.body).toContain('## What it means for you');
  });

  it('shows each work place only its own articles', async () => {
    const demoIds = (await readAll('/api/news/articles', articlePageSchema)).flatMap((page) => page.items.map((item) => item.id));
    const hotel = await readData('/api/news/articles', {}, articlePageSchema, hotelToken);
    expect(hotel.items.map((item) => item.title)).toContain('Staff canteen refurbished');
    expect(hotel.items.some((item) => demoIds.includes(item.id))).toBe(false);

    const foreign = await server.post('/api/news/article', { news_id: firstOf(hotel.items).id }, demoToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toMatchObject({ code: 40400, message: 'This article was not found' });
  });

  it('answers 404 for an article that does not exist', async () => {
    const missing = await server.post('/api/news/article', { news_id: 999_999 }, demoToken);
    expect(missing).toMatchObject({ status: 404, body: { code: 40400, message: 'This article was not found' } });
  });

  it.each([
    [{ news_id: 0 }, 'news_id'],
    [{ news_id: 'one' }, 'news_id'],
  ])('refuses a bad request %j with a clear message', async (body, field) => {
    const { status, body: envelope } = await server.post('/api/news/article', body, demoToken);
    expect(status).toBe(400);
    expect(JSON.stringify(envelope)).toContain(field);
  });

  it('refuses a cursor it did not make', async () => {
    const { status, body } = await server.post('/api/news/articles', { cursor: 'not-a-cursor' }, demoToken);
    expect(status).toBe(400);
    expect(body.message).toContain('Invalid cursor');
  });

  it('needs a session', async () => {
    const { status, body } = await server.post('/api/news/articles', {});
    expect(status).toBe(500);
    expect(body.code).toBe(400);
  });
});

describe('video news', () => {
  it('pages through the 8 videos of the work place, newest first', async () => {
    const items = (await readAll('/api/news/videos', videoPageSchema)).flatMap((page) => page.items);
    expect(items).toHaveLength(8);
    expect(isNewestFirst(items)).toBe(true);
    expect(firstOf(items)).toMatchObject({ title: 'Welcome week in five seconds', duration_seconds: 5 });
  });

  it('reads one video with its clip, poster and captions', async () => {
    const first = firstOf((await readData('/api/news/videos', {}, videoPageSchema)).items);
    const video = await readData('/api/news/video', { video_news_id: first.id }, videoSchema);
    expect(video).toMatchObject({
      video_url: '/site/app/media/news/clip-1.webm',
      video_type: 'video/webm',
      captions_url: '/site/app/media/news/clip-1.vtt',
      captions_language: 'en',
      poster: { url: '/site/app/media/news/clip-1.jpg', width: 320, height: 180 },
    });
  });

  it("answers 404 for another work place's video and for one that does not exist", async () => {
    const hotel = await readData('/api/news/videos', {}, videoPageSchema, hotelToken);
    expect(hotel.items).toHaveLength(2);
    for (const video_news_id of [firstOf(hotel.items).id, 999_999]) {
      const { status, body } = await server.post('/api/news/video', { video_news_id }, demoToken);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 40400, message: 'This video was not found' });
    }
  });
});
