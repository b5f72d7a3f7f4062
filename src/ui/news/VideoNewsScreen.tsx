import { formatDuration, newsPaths } from '../../domain/news';
import { NewsCard } from './NewsCard';
import { NewsListPage } from './NewsListPage';
import { useNews } from './useNews';

/** `video/news`: the work place's videos, newest first. */
export default function VideoNewsScreen() {
  const news = useNews();
  return (
    <NewsListPage
      machine={news?.videos ?? null}
      title="Video news"
      what="videos"
      other={{ label: 'Read the news', to: newsPaths.articles }}
      itemKey={(video) => video.id}
      renderItem={(video) => (
        <NewsCard
          to={newsPaths.video(video.id)}
          title={video.title}
          summary={video.summary}
          publishedAt={video.published_at}
          image={video.poster}
          note={`Video · ${formatDuration(video.duration_seconds)}`}
        />
      )}
    />
  );
}
