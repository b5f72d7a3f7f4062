import type { ArticleKey, VideoKey } from '../domain/news';
import { readPage } from './catalogue';
import { SHOWS_NOT_FOUND, type ApiClient } from './client';
import { articlePageSchema, articleSchema, videoPageSchema, videoSchema } from './contract/news';

/** News and video news of the signed-in person's work place (designed; see docs/api.md). */
export function createNewsApi(client: ApiClient) {
  return {
    articles: (_params: null, cursor: string | null) => readPage(client, '/api/news/articles', {}, cursor, articlePageSchema),
    article: (request: ArticleKey) => client.post('/api/news/article', request, articleSchema, SHOWS_NOT_FOUND),
    videos: (_params: null, cursor: string | null) => readPage(client, '/api/news/videos', {}, cursor, videoPageSchema),
    video: (request: VideoKey) => client.post('/api/news/video', request, videoSchema, SHOWS_NOT_FOUND),
  };
}
