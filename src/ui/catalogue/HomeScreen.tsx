import { useSelector } from '@xstate/react';
import type { Key, ReactNode } from 'react';
import { HOME_PRIORITY_CATEGORIES, HOME_SHELF_SIZE, type CatalogueHome } from '../../domain/catalogue';
import { selectUser } from '../../machines/sessionSelectors';
import { useSessionActor } from '../app/services';
import { CategoryCard } from './CategoryCard';
import { ProductCard } from './ProductCard';
import { SkeletonGrid } from './Skeletons';
import { VendorCard } from './VendorCard';
import * as styles from './catalogue.css';
import { ErrorState } from '../components/ErrorState';
import { PageTitle } from '../components/PageTitle';
import type { CatalogueMachines } from './catalogueMachines';
import { useCatalogue } from './useCatalogue';
import { useResource } from '../app/useReads';

interface ShelfProps<Item> {
  id: string;
  title: string;
  /** How many grey cards keep the shelf's place while it loads. */
  size: number;
  /** Null while loading. */
  items: Item[] | null;
  empty: string;
  gridClassName: string;
  itemKey(item: Item): Key;
  renderItem(item: Item, index: number): ReactNode;
  /** Below the first screen on a phone: drawn only when it comes near it. */
  later?: boolean;
}

/** One titled row of cards on the home page. */
function Shelf<Item>({ id, title, items, size, empty, gridClassName, itemKey, renderItem, later = false }: ShelfProps<Item>) {
  return (
    <section className={later ? `${styles.section} ${styles.laterSection}` : styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {!items ? (
        <SkeletonGrid label={`Loading ${title.toLowerCase()}`} gridClassName={gridClassName} count={size} />
      ) : items.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={gridClassName} aria-labelledby={id}>
          {items.map((item, index) => (
            <li key={itemKey(item)}>{renderItem(item, index)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The three shelves; `home` is null while it loads (grey cards keep their place). */
function Shelves({ home }: { home: CatalogueHome | null }) {
  return (
    <>
      <Shelf
        id="home-categories"
        title="Categories"
        items={home?.categories ?? null}
        size={HOME_SHELF_SIZE.categories}
        empty="There are no categories yet."
        gridClassName={styles.categoryGrid}
        itemKey={(category) => category.id}
        renderItem={(category, index) => <CategoryCard category={category} priority={index < HOME_PRIORITY_CATEGORIES} />}
      />
      <Shelf
        id="home-vendors"
        title="Featured vendors"
        items={home?.featured_vendors ?? null}
        size={HOME_SHELF_SIZE.featuredVendors}
        empty="No vendors are featured right now."
        gridClassName={styles.vendorGrid}
        itemKey={(vendor) => vendor.id}
        renderItem={(vendor) => <VendorCard vendor={vendor} />}
        later
      />
      <Shelf
        id="home-products"
        title="Featured products"
        items={home?.featured_products ?? null}
        size={HOME_SHELF_SIZE.featuredProducts}
        empty="No products are featured right now."
        gridClassName={styles.productGrid}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} showVendor />}
        later
      />
    </>
  );
}

function HomeShelves({ catalogue }: { catalogue: CatalogueMachines }) {
  const home = useResource(catalogue.home, null);
  if (home.status === 'failed') {
    return <ErrorState title="The catalogue could not be loaded" message={home.error || undefined} onRetry={home.retry} />;
  }
  return <Shelves home={home.data} />;
}

/** What a consumer wants first: categories, then featured vendors and products. */
export default function HomeScreen() {
  const catalogue = useCatalogue();
  const user = useSelector(useSessionActor(), selectUser);

  return (
    <div className={styles.page}>
      <div>
        <PageTitle>{user ? `Hello, ${user.first_name}` : 'Welcome'}</PageTitle>
        <p className={styles.lead}>Order from the vendors that deliver to your workplace.</p>
      </div>
      {catalogue ? <HomeShelves catalogue={catalogue} /> : <Shelves home={null} />}
    </div>
  );
}
