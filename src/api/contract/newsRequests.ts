import * as z from 'zod/mini';
import type { ArticleKey, VideoKey } from '../../domain/news';
import { pageRequestShape } from './catalogueRequests';
import { requiredText, withoutHiddenControls } from './registration';

/** Requests of the news and video news endpoints (see docs/api.md), checked by the server. */

const id = z.int().check(z.positive());

export const newsPageRequestSchema = z.object(pageRequestShape);
export const articleRequestSchema = z.object({ news_id: id }) satisfies z.ZodMiniType<ArticleKey>;
export const videoRequestSchema = z.object({ video_news_id: id }) satisfies z.ZodMiniType<VideoKey>;

/**
 * `POST /api/dev/news/publish` (development endpoint): the work place's communications team
 * publishes an article, as the admin side of the real backend would.
 */
export const publishArticleRequestSchema = z.object({
  location_id: id,
  title: requiredText('Title', 140),
  summary: requiredText('Summary', 300),
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(20_000), withoutHiddenControls('Body')),
});
