import { Link } from 'react-router-dom';
import { cataloguePaths, type CategoryKey } from '../../domain/catalogue';
import { Breadcrumbs } from './Breadcrumbs';
import { EmptyState } from './EmptyState';
import { PagedList } from './PagedList';
import { VendorCard } from './VendorCard';
import * as styles from './catalogue.css';
import { PageTitle } from '../components/PageTitle';
import type { CatalogueMachines } from './catalogueMachines';
import { useCatalogue } from './useCatalogue';
import { usePagedList, useResource } from '../app/useReads';
import { HeroLoading, NotFoundPanel, ReadFailure } from './pageStates';
import { useRouteIds } from './useRouteIds';

function VendorListPage({ categoryKey, catalogue }: { categoryKey: CategoryKey; catalogue: CatalogueMachines }) {
  const category = useResource(catalogue.category, categoryKey);
  const vendors = usePagedList(catalogue.vendors, categoryKey);

  if (category.status === 'loading') return <HeroLoading label="Loading the vendors" />;
  if (!category.data) {
    return <ReadFailure read={category} what="Category" failedTitle="These vendors could not be shown" />;
  }
  const { id, name } = category.data;
  return (
    <div className={styles.page}>
      <Breadcrumbs trail={[{ label: 'Home', to: '/home' }, { label: name, to: cataloguePaths.category(id) }, { label: 'Vendors' }]} />
      <div>
        <PageTitle>Vendors of {name}</PageTitle>
        <p className={styles.lead}>Choose a vendor to see what they offer.</p>
        <Link to={cataloguePaths.customRequest(id)} className={styles.textLink}>
          Send a custom request
        </Link>
      </div>
      <PagedList
        list={vendors}
        label="Vendors"
        failedTitle="The vendors could not be loaded"
        empty={<EmptyState title={`No vendors offer ${name} yet`} />}
        gridClassName={styles.vendorGrid}
        itemKey={(vendor) => vendor.id}
        renderItem={(vendor) => <VendorCard vendor={vendor} />}
      />
    </div>
  );
}

/** `categories/{categoryId}/vendor`: the vendors of a category. */
export default function VendorListScreen() {
  const categoryKey = useRouteIds('category_id');
  const catalogue = useCatalogue();
  if (!categoryKey) return <NotFoundPanel what="Category" />;
  if (!catalogue) return <HeroLoading label="Loading the vendors" />;
  return <VendorListPage categoryKey={categoryKey} catalogue={catalogue} />;
}
