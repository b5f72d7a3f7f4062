import { Link } from 'react-router-dom';
import { cataloguePaths, type Catalog } from '../../domain/catalogue';
import * as styles from './catalogue.css';
import { Picture } from './Picture';

export function CatalogCard({ catalog, categoryId }: { catalog: Catalog; categoryId: number }) {
  return (
    <Link to={cataloguePaths.catalog(categoryId, catalog.vendor_id, catalog.id)} className={styles.card}>
      <Picture image={catalog.image} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{catalog.name}</h3>
        <p className={styles.cardMeta}>{catalog.product_count === 1 ? '1 product' : `${catalog.product_count} products`}</p>
      </div>
    </Link>
  );
}
