// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { notificationPageSchema } from '../src/api/contract/liveUpdates';
import { articleSchema } from '../src/api/contract/news';
import { createSession } from './auth/sessions';
import { row, sql, value } from './db';
import { DEMO_EMAIL } from './seed';
import { startTestServer } from './testSupport';

const DEMO_PLACE = 1;
const article = { location_id: DEMO_PLACE, title: 'The canteen opens on Saturdays', summary: 'From next week, 9 to 2.', body: 'Brunch **included**.' };

async function serverWithHotelGuest() {
  const server = await startTestServer();
  const demoToken = await server.signIn(DEMO_EMAIL);
  const guest = await row<{ id: number }>(
    server.db,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, location_id, created_at)
        VALUES ('desk@harbor.example', 'no password', 'Ana', 'Silva', 2, '2026-03-01T09:00:00.000Z') RETURNING id`,
  );
  const hotelToken = await createSession(server.db, guest!.id, new Date());
  return { server, demoToken, hotelToken };
}

describe('news published by a work place (development endpoint)', () => {
  it('tells everyone of that place, and nobody else, with a link to the article', async () => {
    const { server, demoToken, hotelToken } = await serverWithHotelGuest();
    const published = await server.post('/api/dev/news/publish', article);
    expect(published.status).toBe(200);
    const { news_id: newsId } = published.body.data as { news_id: number };

    const feed = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, demoToken)).body.data);
    expect(feed.items[0]).toMatchObject({ kind: 'news', title: article.title, body: article.summary, link: `/news/${newsId}`, read: false });
    const read = articleSchema.parse((await server.post('/api/news/article', { news_id: newsId }, demoToken)).body.data);
    expect(read.body).toBe(article.body);

    const hotelFeed = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, hotelToken)).body.data);
    expect(hotelFeed.items.filter((item) => item.kind === 'news')).toEqual([]);
    expect((await server.post('/api/news/article', { news_id: newsId }, hotelToken)).status).toBe(404);
  });

  it('refuses an unknown work place or an empty title, and stores nothing', async () => {
    const { server, demoToken } = await serverWithHotelGuest();
    const count = () => value<number>(server.db, sql`SELECT count(*) AS n FROM news_articles`);
    const before = await count();
    expect((await server.post('/api/dev/news/publish', { ...article, location_id: 999 })).status).toBe(400);
    expect((await server.post('/api/dev/news/publish', { ...article, title: '   ' })).status).toBe(400);
    expect(await count()).toBe(before);
    const feed = notificationPageSchema.parse((await server.post('/reactapi/view/notifications', {}, demoToken)).body.data);
    expect(feed.items.filter((item) => item.kind === 'news')).toEqual([]);
  });
});
