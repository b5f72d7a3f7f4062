import { Hono } from 'hono';
import { articleRequestSchema, newsPageRequestSchema, videoRequestSchema } from '../../src/api/contract/newsRequests';
import { requireSession } from '../auth/requireSession';
import type { AppDeps, AppEnv } from '../http/appEnv';
import { ok } from '../http/envelope';
import { readJson } from '../http/readJson';
import { createNewsStore } from '../news/newsStore';
import type { UserRow } from '../users';

// Someone with no work place yet has no news: reads of place 0 find nothing.
const NO_PLACE = 0;
const placeOf = (user: UserRow) => user.location_id ?? NO_PLACE;

/** News and video news of the signed-in person's work place (docs/api.md). */
export function newsRoutes(deps: AppDeps) {
  const store = createNewsStore(deps.db);
  return new Hono<AppEnv>()
    .use('/api/news/*', requireSession(deps))
    .post('/api/news/articles', async (c) => ok(await store.articles(placeOf(c.get('user')), await readJson(c, newsPageRequestSchema))))
    .post('/api/news/article', async (c) => {
      const { news_id } = await readJson(c, articleRequestSchema);
      return ok(await store.article(placeOf(c.get('user')), news_id));
    })
    .post('/api/news/videos', async (c) => ok(await store.videos(placeOf(c.get('user')), await readJson(c, newsPageRequestSchema))))
    .post('/api/news/video', async (c) => {
      const { video_news_id } = await readJson(c, videoRequestSchema);
      return ok(await store.video(placeOf(c.get('user')), video_news_id));
    });
}
