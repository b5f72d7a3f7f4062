import { Link, useParams } from 'react-router-dom';
import { parseId } from '../../domain/catalogue';
import { formatPublished, newsPaths, type ArticleKey } from '../../domain/news';
import { articlePicture } from '../../domain/newsPictures';
import { Picture, catalogueStyles, HeroLoading, NotFoundPanel, ReadFailure } from '../catalogue';
import { PageTitle } from '../components/PageTitle';
import { MarkdownBody } from './MarkdownBody';
import * as styles from './news.css';
import type { NewsMachines } from './newsMachines';
import { useNews } from './useNews';
import { useResource } from '../app/useReads';

function ArticlePage({ articleKey, news }: { articleKey: ArticleKey; news: NewsMachines }) {
  const read = useResource(news.article, articleKey);
  if (read.status === 'loading') return <HeroLoading label="Loading the article" />;
  if (!read.data) return <ReadFailure read={read} what="Article" failedTitle="This article could not be shown" />;
  const article = read.data;
  return (
    <article className={styles.article}>
      <Link to={newsPaths.articles} className={catalogueStyles.textLink}>
        All news
      </Link>
      <PageTitle>{article.title}</PageTitle>
      <p className={styles.date}>
        <time dateTime={article.published_at}>{formatPublished(article.published_at)}</time>
      </p>
      <Picture image={articlePicture(article)} className={styles.articlePicture} priority />
      <MarkdownBody source={article.body} />
    </article>
  );
}

/** `news/{newsId}`: one article of the work place. */
export default function ArticleScreen() {
  const newsId = parseId(useParams().newsId);
  const news = useNews();
  if (newsId === null) return <NotFoundPanel what="Article" />;
  if (!news) return <HeroLoading label="Loading the article" />;
  return <ArticlePage articleKey={{ news_id: newsId }} news={news} />;
}
