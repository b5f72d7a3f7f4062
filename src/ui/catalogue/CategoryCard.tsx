import { Link } from 'react-router-dom';
import { cataloguePaths, type Category } from '../../domain/catalogue';
import * as styles from './catalogue.css';
import { Picture } from './Picture';

export function vendorCountText(count: number): string {
  return count === 0 ? 'No vendors yet' : count === 1 ? '1 vendor' : `${count} vendors`;
}

/** `priority`: the card opens the page, so its picture is the one painted first. */
export function CategoryCard({ category, priority = false }: { category: Category; priority?: boolean }) {
  return (
    <Link to={cataloguePaths.category(category.id)} className={styles.card}>
      <Picture image={category.image} priority={priority} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{category.name}</h3>
        <p className={styles.cardMeta}>{vendorCountText(category.vendor_count)}</p>
      </div>
    </Link>
  );
}
