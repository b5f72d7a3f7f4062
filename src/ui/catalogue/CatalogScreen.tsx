import { Link } from 'react-router-dom';
import { cataloguePaths, type CatalogKey } from '../../domain/catalogue';
import { Breadcrumbs } from './Breadcrumbs';
import { EmptyState } from './EmptyState';
import { PagedList } from './PagedList';
import { ProductCard } from './ProductCard';
import * as styles from './catalogue.css';
import { PageTitle } from '../components/PageTitle';
import type { CatalogueMachines } from './catalogueMachines';
import { useCatalogue } from './useCatalogue';
import { usePagedList, useResource } from '../app/useReads';
import { HeroLoading, NotFoundPanel, ReadFailure } from './pageStates';
import { useRouteIds } from './useRouteIds';

function CatalogPage({ catalogKey, catalogue }: { catalogKey: CatalogKey; catalogue: CatalogueMachines }) {
  const heading = useResource(catalogue.catalog, catalogKey);
  const products = usePagedList(catalogue.catalogProducts, catalogKey);

  if (heading.status === 'loading') return <HeroLoading label="Loading the catalogue" />;
  if (!heading.data) {
    return <ReadFailure read={heading} what="Catalogue" failedTitle="This catalogue could not be shown" />;
  }
  const { catalog, vendor, category } = heading.data;
  const vendorPath = cataloguePaths.vendor(category.id, vendor.id);
  return (
    <div className={styles.page}>
      <Breadcrumbs
        trail={[
          { label: 'Home', to: '/home' },
          { label: category.name, to: cataloguePaths.category(category.id) },
          { label: vendor.name, to: vendorPath },
          { label: catalog.name },
        ]}
      />
      <div>
        <PageTitle>{catalog.name}</PageTitle>
        <p className={styles.lead}>
          From{' '}
          <Link to={vendorPath} className={styles.textLink}>
            {vendor.name}
          </Link>
        </p>
      </div>
      <PagedList
        list={products}
        label="Products"
        failedTitle="The products could not be loaded"
        empty={<EmptyState title="This catalogue is empty for now" />}
        gridClassName={styles.productGrid}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} />}
      />
    </div>
  );
}

/** `categories/{categoryId}/vendors/{vendorId}/catalogs/{id}`: the products of a catalogue. */
export default function CatalogScreen() {
  const catalogKey = useRouteIds('category_id', 'vendor_id', 'catalog_id');
  const catalogue = useCatalogue();
  if (!catalogKey) return <NotFoundPanel what="Catalogue" />;
  if (!catalogue) return <HeroLoading label="Loading the catalogue" />;
  return <CatalogPage catalogKey={catalogKey} catalogue={catalogue} />;
}
