import type {
  CatalogKey,
  CatalogWithOwners,
  CatalogueHome,
  Category,
  CategoryKey,
  Product,
  ProductKey,
  ProductSummary,
  SearchHit,
  SearchKey,
  VendorKey,
  VendorSummary,
  VendorWithCatalogs,
} from '../../domain/catalogue';
import type { PagedListMachine, ResourceMachine } from '../app/readMachineTypes';

/** The read machines of the catalogue screens, one per endpoint, provided by the composition root. */
export interface CatalogueMachines {
  home: ResourceMachine<null, CatalogueHome>;
  category: ResourceMachine<CategoryKey, Category>;
  /** What a category offers across its vendors. */
  categoryOfferings: PagedListMachine<CategoryKey, ProductSummary>;
  vendors: PagedListMachine<CategoryKey, VendorSummary>;
  vendor: ResourceMachine<VendorKey, VendorWithCatalogs>;
  catalog: ResourceMachine<CatalogKey, CatalogWithOwners>;
  catalogProducts: PagedListMachine<CatalogKey, ProductSummary>;
  product: ResourceMachine<ProductKey, Product>;
  search: PagedListMachine<SearchKey, SearchHit>;
}
