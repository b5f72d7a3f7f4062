import { http } from 'msw';
import type { Article, ArticleSummary, Video, VideoSummary } from '../../src/domain/news';
import { notFound, pageOf } from './catalogueHandlers';
import { ok } from './sessionHandlers';

/** A work place's news for screen tests, answered like the reference server (docs/api.md). */

const DAY_MS = 24 * 60 * 60 * 1000;
const day = (index: number) => new Date(Date.UTC(2026, 10, 20, 9) - index * DAY_MS).toISOString();

export const articles: ArticleSummary[] = Array.from({ length: 14 }, (_, index) => ({
  id: index + 1,
  title: index === 0 ? 'The rooftop garden opens for lunch' : `Office news number ${index + 1}`,
  summary: index === 0 ? 'Tables, shade and herbs you may pick.' : `What happened on day ${index + 1}.`,
  published_at: day(index),
  image: { url: `/site/app/media/news/picture-${(index % 8) + 1}.jpg`, width: 480, height: 270 },
}));

export const gardenArticle: Article = {
  ...(articles[0] as ArticleSummary),
  body: '## What it means for you\n\nThe roof is open from **11:30**.\n\n<script>window.scriptRan = true</script>',
};

export const videos: VideoSummary[] = Array.from({ length: 3 }, (_, index) => ({
  id: index + 1,
  title: index === 0 ? 'Welcome week in five seconds' : `Video number ${index + 1}`,
  summary: index === 0 ? 'A quick hello from the people team.' : 'More from the office.',
  published_at: day(index),
  duration_seconds: 5,
  poster: { url: `/site/app/media/news/clip-${index + 1}.jpg`, width: 320, height: 180 },
}));

export const welcomeVideo: Video = {
  ...(videos[0] as VideoSummary),
  video_url: '/site/app/media/news/clip-1.webm',
  video_type: 'video/webm',
  captions_url: '/site/app/media/news/clip-1.vtt',
  captions_language: 'en',
};

type Body = { cursor?: string | null; limit?: number; news_id?: number; video_news_id?: number };
const bodyOf = async (request: Request) => (await request.json()) as Body;

/** Ten a page, as the server gives when the app does not say. */
export const newsHandlers = [
  http.post('/api/news/articles', async ({ request }) => pageOf({ limit: 10, ...(await bodyOf(request)) }, articles)),
  http.post('/api/news/article', async ({ request }) =>
    (await bodyOf(request)).news_id === gardenArticle.id ? ok(gardenArticle) : notFound('This article was not found'),
  ),
  http.post('/api/news/videos', async ({ request }) => pageOf({ limit: 10, ...(await bodyOf(request)) }, videos)),
  http.post('/api/news/video', async ({ request }) =>
    (await bodyOf(request)).video_news_id === welcomeVideo.id ? ok(welcomeVideo) : notFound('This video was not found'),
  ),
];
