import type { Article, ArticleSummary, NewsImage, Video, VideoSummary } from '../../src/domain/news';
import { NEWS_PAGE_SIZE } from '../../src/domain/news';
import { decodeCursor, encodeCursor } from '../catalogue/cursor';
import { type Db, row, rows, sql, value } from '../db';
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

const ARTICLE_COLUMNS = sql.raw('id, title, summary, published_at, picture_file');
const VIDEO_COLUMNS = sql.raw('id, title, summary, published_at, duration_seconds, poster_file');
// Newest first; the id orders news published at the same moment. A cursor's id is any safe
// integer (NEWEST's is past PostgreSQL's INTEGER), so it is compared as a BIGINT.
const afterCursor = (locationId: number, [publishedAt, id]: [string, number], limit: number) =>
  sql`location_id = ${locationId} AND (published_at, id) < (${publishedAt}, CAST(${id} AS BIGINT))
      ORDER BY published_at DESC, id DESC LIMIT ${limit}`;

/**
 * Reads of a work place's news. Every read takes the work place: an item of another place is
 * not found, the same as one that does not exist.
 */
export function createNewsStore(db: Db) {
  const statements = {
    articlesPage: (locationId: number, after: [string, number], limit: number) =>
      rows<ArticleRow>(db, sql`SELECT ${ARTICLE_COLUMNS} FROM news_articles WHERE ${afterCursor(locationId, after, limit)}`),
    articleCount: async (locationId: number) =>
      (await value<number>(db, sql`SELECT count(*) AS n FROM news_articles WHERE location_id = ${locationId}`)) ?? 0,
    article: (articleId: number, locationId: number) =>
      row<ArticleRow & { body_markdown: string }>(
        db,
        sql`SELECT ${ARTICLE_COLUMNS}, body_markdown FROM news_articles WHERE id = ${articleId} AND location_id = ${locationId}`,
      ),
    videosPage: (locationId: number, after: [string, number], limit: number) =>
      rows<VideoRow>(db, sql`SELECT ${VIDEO_COLUMNS} FROM news_videos WHERE ${afterCursor(locationId, after, limit)}`),
    videoCount: async (locationId: number) =>
      (await value<number>(db, sql`SELECT count(*) AS n FROM news_videos WHERE location_id = ${locationId}`)) ?? 0,
    video: (videoId: number, locationId: number) =>
      row<VideoDetailRow>(
        db,
        sql`SELECT ${VIDEO_COLUMNS}, clip_file, captions_file FROM news_videos WHERE id = ${videoId} AND location_id = ${locationId}`,
      ),
  };

  /** One page after the cursor's item; `next_cursor` is the last item's key when more may follow. */
  async function page<Row extends { id: number; published_at: string }, Item>(
    read: (after: [string, number], limit: number) => Promise<Row[]>,
    total: () => Promise<number>,
    { cursor, limit = NEWS_PAGE_SIZE }: PageRequest,
    toItem: (row: Row) => Item,
  ) {
    const after = cursor ? decodeCursor(cursor, 'string') : NEWEST;
    // One more than asked: it tells whether another page follows without a second query.
    const [rows, count] = await Promise.all([read(after, limit + 1), total()]);
    const shown = rows.slice(0, limit);
    const last = shown.at(-1);
    return {
      items: shown.map(toItem),
      next_cursor: rows.length > limit && last ? encodeCursor([last.published_at, last.id]) : null,
      total: count,
    };
  }

  return {
    articles: (locationId: number, request: PageRequest) =>
      page((after, limit) => statements.articlesPage(locationId, after, limit), () => statements.articleCount(locationId), request, toArticleSummary),
    async article(locationId: number, articleId: number): Promise<Article> {
      const row = await statements.article(articleId, locationId);
      if (!row) throw errors.notFound('This article was not found');
      const { body_markdown, ...summary } = row;
      return { ...toArticleSummary(summary), body: body_markdown };
    },
    /**
     * A new article of the work place, with one of the seeded pictures; its id. Written on `tx`,
     * the caller's transaction, so it exists together with what the caller writes with it.
     */
    async publishArticle(
      tx: Db,
      article: { locationId: number; title: string; summary: string; body: string; publishedAt: string },
    ): Promise<number> {
      const { locationId, title, summary, body, publishedAt } = article;
      const picture = newsPictureFile(title.length);
      const inserted = await row<{ id: number }>(
        tx,
        sql`INSERT INTO news_articles (location_id, title, summary, body_markdown, picture_file, published_at)
            VALUES (${locationId}, ${title}, ${summary}, ${body}, ${picture}, ${publishedAt}) RETURNING id`,
      );
      return inserted!.id;
    },
    videos: (locationId: number, request: PageRequest) =>
      page((after, limit) => statements.videosPage(locationId, after, limit), () => statements.videoCount(locationId), request, toVideoSummary),
    async video(locationId: number, videoId: number): Promise<Video> {
      const row = await statements.video(videoId, locationId);
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
