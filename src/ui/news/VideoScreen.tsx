import type { KeyboardEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseId } from '../../domain/catalogue';
import { formatPublished, newsPaths, type Video, type VideoKey } from '../../domain/news';
import { useAssetUrl } from '../app/useAssetUrl';
import { catalogueStyles, HeroLoading, NotFoundPanel, ReadFailure } from '../catalogue';
import { PageTitle } from '../components/PageTitle';
import * as styles from './news.css';
import type { NewsMachines } from './newsMachines';
import { useNews } from './useNews';
import { useResource } from '../app/useReads';

// Space as on every player, K as on the best known one; both play and pause the focused video.
const TOGGLE_KEYS = new Set([' ', 'k', 'K']);

function togglePlaying(event: KeyboardEvent<HTMLVideoElement>) {
  if (!TOGGLE_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return;
  // The browser's own Space handling would toggle it a second time.
  event.preventDefault();
  const video = event.currentTarget;
  if (video.paused) void video.play();
  else video.pause();
}

function Player({ video }: { video: Video }) {
  const urlOf = useAssetUrl();
  return (
    <>
      <video
        className={styles.player}
        controls
        preload="metadata"
        playsInline
        tabIndex={0}
        poster={urlOf(video.poster.url)}
        width={video.poster.width}
        height={video.poster.height}
        aria-label={video.title}
        aria-describedby="player-keys"
        onKeyDown={togglePlaying}
      >
        <source src={urlOf(video.video_url)} type={video.video_type} />
        {video.captions_url && <track kind="captions" src={urlOf(video.captions_url)} srcLang={video.captions_language} label="Captions" default />}
        Your browser cannot play this video.
      </video>
      <p id="player-keys" className={styles.playerHint}>
        Space or K plays and pauses the video when it has focus; captions are on.
      </p>
    </>
  );
}

function VideoPage({ videoKey, news }: { videoKey: VideoKey; news: NewsMachines }) {
  const read = useResource(news.video, videoKey);
  if (read.status === 'loading') return <HeroLoading label="Loading the video" />;
  if (!read.data) return <ReadFailure read={read} what="Video" failedTitle="This video could not be shown" />;
  const video = read.data;
  return (
    <article className={styles.article}>
      <Link to={newsPaths.videos} className={catalogueStyles.textLink}>
        All video news
      </Link>
      <PageTitle>{video.title}</PageTitle>
      <p className={styles.date}>
        <time dateTime={video.published_at}>{formatPublished(video.published_at)}</time>
      </p>
      <Player video={video} />
      <p className={catalogueStyles.lead}>{video.summary}</p>
    </article>
  );
}

/** `video/news/{videoNewsId}`: one video of the work place, with captions. */
export default function VideoScreen() {
  const videoNewsId = parseId(useParams().videoNewsId);
  const news = useNews();
  if (videoNewsId === null) return <NotFoundPanel what="Video" />;
  if (!news) return <HeroLoading label="Loading the video" />;
  return <VideoPage videoKey={{ video_news_id: videoNewsId }} news={news} />;
}
