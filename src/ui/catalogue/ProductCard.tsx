import { Link } from 'react-router-dom';
import { cataloguePaths, type ProductSummary } from '../../domain/catalogue';
import { formatCents } from '../../domain/format';
import * as styles from './catalogue.css';
import { Picture } from './Picture';

/** `showVendor`: in lists that mix vendors, each product says whose it is. */
export function ProductCard({ product, showVendor = false }: { product: ProductSummary; showVendor?: boolean }) {
  return (
    <Link to={cataloguePaths.product(product.category_id, product.vendor_id, product.id)} className={styles.card}>
      <Picture image={product.image} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{product.name}</h3>
        {showVendor && <p className={styles.cardMeta}>{product.vendor_name}</p>}
        <span className={styles.price}>{formatCents(product.price_cents)}</span>
      </div>
    </Link>
  );
}
