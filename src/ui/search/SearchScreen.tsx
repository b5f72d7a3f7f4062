import { Link, useSearchParams } from 'react-router-dom';
import { searchHitPath, type SearchHit } from '../../domain/catalogue';
import { normalizeTerm } from '../../domain/searchHistory';
import { formatCents } from '../../domain/format';
import { EmptyState, PagedList, Picture, SkeletonGrid, catalogueStyles as styles, useCatalogue, type CatalogueMachines } from '../catalogue';
import { PageTitle } from '../components/PageTitle';
import { usePagedList } from '../app/useReads';
import * as page from './SearchScreen.css';

const KIND_LABEL: Record<SearchHit['kind'], string> = { category: 'Category', vendor: 'Vendor', product: 'Product' };

/** Whose it is: the vendor of a product, the category of a vendor. */
function context(hit: SearchHit): string | null {
  if (hit.kind === 'product') return `${hit.vendor_name} · ${formatCents(hit.price_cents)}`;
  if (hit.kind === 'vendor') return hit.category_name;
  return null;
}

function SearchResult({ hit }: { hit: SearchHit }) {
  return (
    <Link to={searchHitPath(hit)} className={page.result}>
      <Picture image={hit.image} className={page.thumbnail} />
      <div className={page.text}>
        <h3 className={page.name}>{hit.name}</h3>
        {context(hit) && <p className={styles.cardMeta}>{context(hit)}</p>}
        <p className={page.description}>{hit.description}</p>
      </div>
      <span className={styles.kindBadge}>{KIND_LABEL[hit.kind]}</span>
    </Link>
  );
}

function SearchResults({ query, search }: { query: string; search: CatalogueMachines['search'] }) {
  const results = usePagedList(search, { q: query });
  return (
    <>
      <p className={styles.lead} aria-live="polite">
        {results.status === 'ready' && `${results.total} ${results.total === 1 ? 'result' : 'results'} for “${query}”`}
      </p>
      <PagedList
        list={results}
        label="Search results"
        failedTitle="The search could not be done"
        empty={
          <EmptyState title={`Nothing matches “${query}”`}>
            <p className={styles.lead}>Check the spelling, or try a shorter or more general word.</p>
          </EmptyState>
        }
        gridClassName={page.results}
        itemKey={(hit) => `${hit.kind}-${hit.id}`}
        renderItem={(hit) => <SearchResult hit={hit} />}
      />
    </>
  );
}

/** `search?q=…`: products, vendors and categories that match, best first. */
export default function SearchScreen() {
  const [params] = useSearchParams();
  const query = normalizeTerm(params.get('q') ?? '');
  // Read here, not only with a query: the first search from this page then needs no wait.
  const catalogue = useCatalogue();
  return (
    <div className={styles.page}>
      <div>
        <PageTitle>Search</PageTitle>
        {!query && <p className={styles.lead}>Type what you are looking for in the search box at the top of the page.</p>}
      </div>
      {query &&
        (catalogue ? (
          <SearchResults query={query} search={catalogue.search} />
        ) : (
          <SkeletonGrid label="Loading search results" gridClassName={page.results} count={4} />
        ))}
    </div>
  );
}
