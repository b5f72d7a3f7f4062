import { Link } from 'react-router-dom';
import { formatPublished, type NewsImage } from '../../domain/news';
import { catalogueStyles, Picture } from '../catalogue';
import * as styles from './news.css';

interface NewsCardProps {
  to: string;
  title: string;
  summary: string;
  publishedAt: string;
  image: NewsImage;
  /** Beside the date, e.g. "Video · 0:05". */
  note?: string;
}

/** An article or a video in a list: picture, title (the link), date and summary. */
export function NewsCard({ to, title, summary, publishedAt, image, note }: NewsCardProps) {
  const published = formatPublished(publishedAt);
  return (
    <Link to={to} className={styles.item}>
      <Picture image={image} className={styles.itemPicture} />
      <div className={catalogueStyles.cardBody}>
        <h2 className={styles.itemTitle}>{title}</h2>
        <p className={styles.date}>
          <time dateTime={publishedAt}>{published}</time>
          {note && ` · ${note}`}
        </p>
        <p className={catalogueStyles.cardMeta}>{summary}</p>
      </div>
    </Link>
  );
}
