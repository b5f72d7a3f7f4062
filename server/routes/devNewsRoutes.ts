import { Hono } from 'hono';
import { publishArticleRequestSchema } from '../../src/api/contract/newsRequests';
import { newsPaths } from '../../src/domain/news';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { errors, ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { createNewsStore } from '../news/newsStore';
import { recordNotification } from '../notifications/recordNotification';
import { findLocation } from '../users';
import { inTransaction } from '../db';

/**
 * `POST /api/dev/news/publish`: a work place's communications team publishes an article (the
 * admin side this reference server has no screens for). Everyone of that place gets a "news"
 * notification in the same transaction; open tabs are told once it is committed. Mounted only
 * with the development endpoints (server/app.ts).
 */
export function devNewsRoutes(deps: AppDeps) {
  const news = createNewsStore(deps.db);
  const peopleOf = deps.db.prepare<[number], { id: number }>('SELECT id FROM users WHERE location_id = ?');

  return new Hono<AppEnv>().post('/api/dev/news/publish', async (c) => {
    const request = await readJson(c, publishArticleRequestSchema);
    if (!findLocation(deps.db, request.location_id)) throw errors.invalidField('location_id', 'There is no such work place');
    const { articleId, notified } = inTransaction(deps.db, () => {
      const id = news.publishArticle({
        locationId: request.location_id,
        title: request.title,
        summary: request.summary,
        body: request.body,
        publishedAt: deps.now().toISOString(),
      });
      const told = peopleOf.all(request.location_id).map((person) =>
        recordNotification(deps, { userId: person.id, kind: 'news', title: request.title, body: request.summary, link: newsPaths.article(id) }),
      );
      return { articleId: id, notified: told };
    });
    for (const { publish } of notified) publish();
    return ok({ news_id: articleId, notified: notified.length });
  });
}
