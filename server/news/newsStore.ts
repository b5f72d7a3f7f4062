import type { Article, ArticleSummary, NewsImage, Video, VideoSummary } from '../../src/domain/news';
import { NEWS_PAGE_SIZE } from '../../src/domain/news';
import { decodeCursor, encodeCursor } from '../catalogue/cursor';
import type { Db } from '../db';
import { errors } from '../http/envelope';
import { APP_PATH } from '../http/staticSite';

/** Where the app's media files are served (public/media/news, made by scripts/make-news-media.sh). */
const MEDIA_PATH = `${APP_PATH}/media/news`;
// The sizes the media were made at: the page reserves the space before they load.
const PICTURE = { width: 480, height: 270 };
const POSTER = { width: 320, height: 180 };

/** The article pictures made by scripts/make-news-media.sh: picture-1.jpg … picture-8.jpg. */
export const NEWS_PICTURE_COUNT = 8;
export const newsPictureFile = (index: number) => `picture-${(index % NEWS_PICTURE_COUNT) + 1}.jpg`;

// Sorts before every item of a newest-first list: the key a first page starts after.
const NEWEST: [string, number] = ['\uffff', Number.MAX_SAFE_INTEGER];

interface PageRequest {
  cursor?: string | null;
  limit?: number;
}

interface ArticleRow {
  id: number;
  title: string;
  summary: string;
  published_at: string;
  picture_file: string;
}
interface VideoRow {
  id: number;
  title: string;
  summary: string;
  published_at: string;
  duration_seconds: number;
  poster_file: string;
}
interface VideoDetailRow extends VideoRow {
  clip_file: string;
  captions_file: string;
}

const media = (file: string) => `${MEDIA_PATH}/${file}`;
const image = (file: string, size: { width: number; height: number }): NewsImage => ({ url: media(file), ...size });

const toArticleSummary = ({ picture_file, ...row }: ArticleRow): ArticleSummary => ({ ...row, image: image(picture_file, PICTURE) });
const toVideoSummary = ({ poster_file, ...row }: VideoRow): VideoSummary => ({ ...row, poster: image(poster_file, POSTER) });

const ARTICLE_COLUMNS = 'id, title, summary, published_at, picture_file';
const VIDEO_COLUMNS = 'id, title, summary, published_at, duration_seconds, poster_file';
// Newest first; the id orders news published at the same moment.
const AFTER_CURSOR = 'location_id = ? AND (published_at, id) < (?, ?) ORDER BY published_at DESC, id DESC LIMIT ?';

/**
 * Reads of a work place's news. Every read takes the work place: an item of another place is
 * not found, the same as one that does not exist.
 */
export function createNewsStore(db: Db) {
  const statements = {
    articlesPage: db.prepare<[number, string, number, number], ArticleRow>(`SELECT ${ARTICLE_COLUMNS} FROM news_articles WHERE ${AFTER_CURSOR}`),
    articleCount: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM news_articles WHERE location_id = ?'),
    article: db.prepare<[number, number], ArticleRow & { body_markdown: string }>(
      `SELECT ${ARTICLE_COLUMNS}, body_markdown FROM news_articles WHERE id = ? AND location_id = ?`,
    ),
    videosPage: db.prepare<[number, string, number, number], VideoRow>(`SELECT ${VIDEO_COLUMNS} FROM news_videos WHERE ${AFTER_CURSOR}`),
    videoCount: db.prepare<[number], { n: number }>('SELECT count(*) AS n FROM news_videos WHERE location_id = ?'),
    publishArticle: db.prepare<[number, string, string, string, string, string], never>(
      'INSERT INTO news_articles (location_id, title, summary, body_markdown, picture_file, published_at) VALUES (?, ?, ?, ?, ?, ?)',
    ),
    video: db.prepare<[number, number], VideoDetailRow>(
      `SELECT ${VIDEO_COLUMNS}, clip_file, captions_file FROM news_videos WHERE id = ? AND location_id = ?`,
    ),
  };

  /** One page after the cursor's item; `next_cursor` is the last item's key when more may follow. */
  function page<Row extends { id: number; published_at: string }, Item>(
    read: (after: [string, number], limit: number) => Row[],
    total: number,
    { cursor, limit = NEWS_PAGE_SIZE }: PageRequest,
    toItem: (row: Row) => Item,
  ) {
    const after = cursor ? decodeCursor(cursor, 'string') : NEWEST;
    // One more than asked: it tells whether another page follows without a second query.
    const rows = read(after, limit + 1);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: shown.map(toItem),
      next_cursor: rows.length > limit && last ? encodeCursor([last.published_at, last.id]) : null,
      total,
    };
  }

  return {
    articles: (locationId: number, request: PageRequest) =>
      page(
        ([publishedAt, id], limit) => statements.articlesPage.all(locationId, publishedAt, id, limit),
        statements.articleCount.get(locationId)?.n ?? 0,
        request,
        toArticleSummary,
      ),
    article(locationId: number, articleId: number): Article {
      const row = statements.article.get(articleId, locationId);
      if (!row) throw errors.notFound('This article was not found');
      const { body_markdown, ...summary } = row;
      return { ...toArticleSummary(summary), body: body_markdown };
    },
    /** A new article of the work place, with one of the seeded pictures; its id. */
    publishArticle(article: { locationId: number; title: string; summary: string; body: string; publishedAt: string }): number {
      const { locationId, title, summary, body, publishedAt } = article;
      const picture = newsPictureFile(title.length);
      return Number(statements.publishArticle.run(locationId, title, summary, body, picture, publishedAt).lastInsertRowid);
    },
    videos: (locationId: number, request: PageRequest) =>
      page(
        ([publishedAt, id], limit) => statements.videosPage.all(locationId, publishedAt, id, limit),
        statements.videoCount.get(locationId)?.n ?? 0,
        request,
        toVideoSummary,
      ),
    video(locationId: number, videoId: number): Video {
      const row = statements.video.get(videoId, locationId);
      if (!row) throw errors.notFound('This video was not found');
      const { clip_file, captions_file, ...summary } = row;
      return {
        ...toVideoSummary(summary),
        video_url: media(clip_file),
        video_type: 'video/webm',
        captions_url: media(captions_file),
        captions_language: 'en',
      };
    },
  };
}
