import { newsPaths } from '../../domain/news';
import { articlePicture } from '../../domain/newsPictures';
import { NewsCard } from './NewsCard';
import { NewsListPage } from './NewsListPage';
import { useNews } from './useNews';

/** `news`: the work place's articles, newest first. */
export default function NewsScreen() {
  const news = useNews();
  return (
    <NewsListPage
      machine={news?.articles ?? null}
      title="News"
      what="articles"
      other={{ label: 'Watch video news', to: newsPaths.videos }}
      itemKey={(article) => article.id}
      renderItem={(article) => (
        <NewsCard
          to={newsPaths.article(article.id)}
          title={article.title}
          summary={article.summary}
          publishedAt={article.published_at}
          image={articlePicture(article)}
        />
      )}
    />
  );
}
