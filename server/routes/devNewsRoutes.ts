import { Hono } from 'hono';
import { publishArticleRequestSchema } from '../../src/api/contract/newsRequests';
import { newsPaths } from '../../src/domain/news';
import { inTransaction, rows, sql } from '../db';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { createNewsStore } from '../news/newsStore';
import { recordNotification } from '../notifications/recordNotification';
import { findLocation } from '../users';

/**
 * `POST /api/dev/news/publish`: a work place's communications team publishes an article (the
 * admin side this reference server has no screens for). Everyone of that place gets a "news"
 * notification in the same transaction; open tabs are told once it is committed. Mounted only
 * with the development endpoints (server/app.ts).
 */
export function devNewsRoutes(deps: AppDeps) {
  const news = createNewsStore(deps.db);

  return new Hono<AppEnv>().post('/api/dev/news/publish', async (c) => {
    const request = await readJson(c, publishArticleRequestSchema);
    if (!(await findLocation(deps.db, request.location_id))) throw errors.invalidField('location_id', 'There is no such work place');
    // The article and everyone's notification of it exist together, or not at all; the people
    // told are those of the place when it is published (recordNotification publishes after the commit).
    const { articleId, notified } = await inTransaction(deps.db, async (tx) => {
      const id = await news.publishArticle(tx, {
        locationId: request.location_id,
        title: request.title,
        summary: request.summary,
        body: request.body,
        publishedAt: deps.now().toISOString(),
      });
      const people = await rows<{ id: number }>(tx, sql`SELECT id FROM users WHERE location_id = ${request.location_id}`);
      for (const person of people) {
        await recordNotification(tx, deps, { userId: person.id, kind: 'news', title: request.title, body: request.summary, link: newsPaths.article(id) });
      }
      return { articleId: id, notified: people.length };
    });
    return ok({ news_id: articleId, notified });
  });
}
