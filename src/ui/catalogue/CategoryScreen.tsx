import { Link } from 'react-router-dom';
import { cataloguePaths, type CategoryKey } from '../../domain/catalogue';
import { Breadcrumbs } from './Breadcrumbs';
import { vendorCountText } from './CategoryCard';
import { EmptyState } from './EmptyState';
import { PagedList } from './PagedList';
import { Picture } from './Picture';
import { ProductCard } from './ProductCard';
import * as styles from './catalogue.css';
import { button } from '../components/Button.css';
import { PageTitle } from '../components/PageTitle';
import type { CatalogueMachines } from './catalogueMachines';
import { useCatalogue } from './useCatalogue';
import { usePagedList, useResource } from '../app/useReads';
import { HeroLoading, NotFoundPanel, ReadFailure } from './pageStates';
import { useRouteIds } from './useRouteIds';

/** What the category offers across its vendors, before a vendor is chosen. */
function Offerings({ categoryKey, catalogue }: { categoryKey: CategoryKey; catalogue: CatalogueMachines }) {
  const offerings = usePagedList(catalogue.categoryOfferings, categoryKey);
  return (
    <section className={styles.section} aria-labelledby="offerings">
      <h2 id="offerings" className={styles.sectionTitle}>
        On offer
      </h2>
      <PagedList
        list={offerings}
        label="Products"
        failedTitle="The products could not be loaded"
        empty={<EmptyState title="Nothing on offer yet" />}
        gridClassName={styles.productGrid}
        itemKey={(product) => product.id}
        renderItem={(product) => <ProductCard product={product} showVendor />}
      />
    </section>
  );
}

function CategoryPage({ categoryKey, catalogue }: { categoryKey: CategoryKey; catalogue: CatalogueMachines }) {
  const category = useResource(catalogue.category, categoryKey);

  if (category.status === 'loading') return <HeroLoading label="Loading the category" />;
  if (!category.data) {
    return <ReadFailure read={category} what="Category" failedTitle="This category could not be shown" />;
  }
  const { id, name, description, vendor_count, image } = category.data;
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ label: 'Home', to: '/home' }, { label: name }]} />
      <div className={styles.hero}>
        <div className={styles.heroPicture}>
          <Picture image={image} eager />
        </div>
        <div className={styles.heroText}>
          <PageTitle className={styles.heroTitle}>{name}</PageTitle>
          <p className={styles.lead}>{description}</p>
          {vendor_count > 0 && (
            <div className={styles.heroLinks}>
              <Link to={cataloguePaths.vendors(id)} className={styles.textLink}>
                See all {vendorCountText(vendor_count)}
              </Link>
              {/* Something not on offer: the category's vendors quote it. */}
              <Link to={cataloguePaths.customRequest(id)} className={styles.textLink}>
                Send a custom request
              </Link>
            </div>
          )}
        </div>
      </div>
      {vendor_count === 0 ? (
        <EmptyState title={`No vendors offer ${name} yet`}>
          <p className={styles.lead}>Tell us what you need, and we will find someone who can do it.</p>
          <Link to={cataloguePaths.customRequest(id)} className={button({ variant: 'primary' })}>
            Send a custom request
          </Link>
        </EmptyState>
      ) : (
        <Offerings categoryKey={categoryKey} catalogue={catalogue} />
      )}
    </div>
  );
}

/** `categories/{categoryId}`: the no-vendor screen; a custom request can be sent from every category. */
export default function CategoryScreen() {
  const categoryKey = useRouteIds('category_id');
  const catalogue = useCatalogue();
  if (!categoryKey) return <NotFoundPanel what="Category" />;
  if (!catalogue) return <HeroLoading label="Loading the category" />;
  return <CategoryPage categoryKey={categoryKey} catalogue={catalogue} />;
}
