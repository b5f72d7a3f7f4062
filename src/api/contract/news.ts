import * as z from 'zod/mini';
import type { Article, ArticleSummary, Video, VideoSummary } from '../../domain/news';
import { imageSchema, pageSchema } from './catalogue';
import { orDefault, optionalText } from './tolerant';

/**
 * Answers of the news and video news endpoints (see docs/api.md; the requests are in
 * `newsRequests.ts`), shared with the server.
 */

const id = z.int().check(z.positive());

const articleSummaryShape = {
  id,
  title: z.string(),
  summary: optionalText,
  published_at: z.string(),
  image: imageSchema,
};
export const articleSummarySchema = z.object(articleSummaryShape) satisfies z.ZodMiniType<ArticleSummary>;
export const articleSchema = z.object({ ...articleSummaryShape, body: optionalText }) satisfies z.ZodMiniType<Article>;

const videoSummaryShape = {
  id,
  title: z.string(),
  summary: optionalText,
  published_at: z.string(),
  duration_seconds: orDefault(z.number().check(z.minimum(0)), 0),
  poster: imageSchema,
};
export const videoSummarySchema = z.object(videoSummaryShape) satisfies z.ZodMiniType<VideoSummary>;
export const videoSchema = z.object({
  ...videoSummaryShape,
  video_url: z.string(),
  video_type: orDefault(z.string(), 'video/webm'),
  captions_url: optionalText,
  captions_language: orDefault(z.string(), 'en'),
}) satisfies z.ZodMiniType<Video>;

export const articlePageSchema = pageSchema(articleSummarySchema);
export const videoPageSchema = pageSchema(videoSummarySchema);
