import { Link } from 'react-router-dom';
import { cataloguePaths, type VendorSummary } from '../../domain/catalogue';
import * as styles from './catalogue.css';
import { Picture } from './Picture';
import { Rating } from './Rating';

export function VendorCard({ vendor }: { vendor: VendorSummary }) {
  return (
    <Link to={cataloguePaths.vendor(vendor.category_id, vendor.id)} className={styles.vendorCard}>
      <Picture image={vendor.image} className={styles.vendorLogo} />
      <div className={styles.cardBody}>
        <h3 className={styles.cardTitle}>{vendor.name}</h3>
        <p className={styles.cardMeta}>{vendor.tagline}</p>
        <p className={styles.cardMeta}>
          <Rating value={vendor.rating} /> · {vendor.catalog_count === 1 ? '1 catalogue' : `${vendor.catalog_count} catalogues`}
        </p>
      </div>
    </Link>
  );
}
