import { Link } from 'react-router-dom';
import { cataloguePaths, type VendorKey } from '../../domain/catalogue';
import { Breadcrumbs } from './Breadcrumbs';
import { CatalogCard } from './CatalogCard';
import { EmptyState } from './EmptyState';
import { Picture } from './Picture';
import { Rating } from './Rating';
import * as styles from './catalogue.css';
import { PageTitle } from '../components/PageTitle';
import type { CatalogueMachines } from './catalogueMachines';
import { useCatalogue } from './useCatalogue';
import { useResource } from '../app/useReads';
import { HeroLoading, NotFoundPanel, ReadFailure } from './pageStates';
import { useRouteIds } from './useRouteIds';

function VendorPage({ vendorKey, catalogue }: { vendorKey: VendorKey; catalogue: CatalogueMachines }) {
  const vendorRead = useResource(catalogue.vendor, vendorKey);

  if (vendorRead.status === 'loading') return <HeroLoading label="Loading the vendor" />;
  if (!vendorRead.data) {
    return <ReadFailure read={vendorRead} what="Vendor" failedTitle="This vendor could not be shown" />;
  }
  const { vendor, category, catalogs } = vendorRead.data;
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: 'Home', to: '/home' },
          { label: category.name, to: cataloguePaths.category(category.id) },
          { label: 'Vendors', to: cataloguePaths.vendors(category.id) },
          { label: vendor.name },
        ]}
      />
      <div className={styles.hero}>
        <Picture image={vendor.image} className={styles.vendorLogoLarge} eager />
        <div className={styles.heroText}>
          <PageTitle className={styles.heroTitle}>{vendor.name}</PageTitle>
          <p className={styles.cardMeta}>
            <Rating value={vendor.rating} /> · {vendor.tagline}
          </p>
          <p className={styles.lead}>{vendor.description}</p>
          <Link to={cataloguePaths.customRequest(category.id, vendor.id)} className={styles.textLink}>
            Ask {vendor.name} for a custom request
          </Link>
        </div>
      </div>
      <section className={styles.section} aria-labelledby="catalogs">
        <h2 id="catalogs" className={styles.sectionTitle}>
          Catalogues
        </h2>
        {catalogs.length === 0 ? (
          <EmptyState title={`${vendor.name} has no catalogues yet`} />
        ) : (
          <ul className={styles.categoryGrid} aria-labelledby="catalogs">
            {catalogs.map((catalog) => (
              <li key={catalog.id}>
                <CatalogCard catalog={catalog} categoryId={category.id} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** `categories/{categoryId}/vendors/{vendorId}`: one vendor in a category, with its catalogues. */
export default function VendorScreen() {
  const vendorKey = useRouteIds('category_id', 'vendor_id');
  const catalogue = useCatalogue();
  if (!vendorKey) return <NotFoundPanel what="Vendor" />;
  if (!catalogue) return <HeroLoading label="Loading the vendor" />;
  return <VendorPage vendorKey={vendorKey} catalogue={catalogue} />;
}
