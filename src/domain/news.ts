import type { CatalogueImage } from './catalogue';
import { dateFormat } from './format';

/** A picture the server names by path, sized so the page keeps its place before it loads. */
export type NewsImage = CatalogueImage;

/** An article as a list shows it. */
export interface ArticleSummary {
  id: number;
  title: string;
  summary: string;
  /** ISO 8601. */
  published_at: string;
  image: NewsImage;
}

/** An article page: the body is Markdown, rendered as text (src/domain/markdown.ts). */
export interface Article extends ArticleSummary {
  body: string;
}

/** A video as a list shows it: the poster is its picture. */
export interface VideoSummary {
  id: number;
  title: string;
  summary: string;
  published_at: string;
  duration_seconds: number;
  poster: NewsImage;
}

/** A video page: where the clip and its captions are (paths on the API origin). */
export interface Video extends VideoSummary {
  video_url: string;
  /** The clip's container type, e.g. `video/webm`, so the browser can tell before it downloads. */
  video_type: string;
  captions_url: string;
  /** BCP 47 language of the captions, e.g. `en`. */
  captions_language: string;
}

export interface ArticleKey {
  news_id: number;
}

export interface VideoKey {
  video_news_id: number;
}

/** Routes of spec §2. */
export const newsPaths = {
  articles: '/news',
  article: (newsId: number) => `/news/${newsId}`,
  videos: '/video/news',
  video: (videoNewsId: number) => `/video/news/${videoNewsId}`,
};

const publishedDate = dateFormat({ dateStyle: 'long', timeZone: 'UTC' });

/** "November 20, 2026": the day news was published (in UTC, so every reader sees the same day). */
export function formatPublished(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : publishedDate(date);
}

/** "0:05", "1:30": a clip's length as players show it. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Items in a page of news when the request does not say (a screenful and a bit). */
export const NEWS_PAGE_SIZE = 10;
