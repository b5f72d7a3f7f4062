import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState, PagedList, SkeletonGrid, catalogueStyles } from '../catalogue';
import { PageTitle } from '../components/PageTitle';
import type { PagedListMachine } from '../app/readMachineTypes';
import { usePagedList } from '../app/useReads';
import * as styles from './news.css';

interface ListProps<Item> {
  title: string;
  /** What the items are, lower case: "articles". */
  what: string;
  itemKey(item: Item): number;
  renderItem(item: Item): ReactNode;
}

function NewsList<Item>({ machine, title, what, itemKey, renderItem }: ListProps<Item> & { machine: PagedListMachine<null, Item> }) {
  const list = usePagedList(machine, null);
  return (
    <PagedList
      list={list}
      label={title}
      failedTitle={`The ${what} could not be loaded`}
      empty={
        <EmptyState title={`No ${what} yet`}>
          <p className={catalogueStyles.lead}>Your work place has not published any {what}. Look again soon.</p>
          <Link to="/home" className={catalogueStyles.textLink}>
            Go to the home page
          </Link>
        </EmptyState>
      }
      gridClassName={styles.list}
      itemKey={itemKey}
      renderItem={renderItem}
      loadOnScroll
    />
  );
}

interface NewsListPageProps<Item> extends ListProps<Item> {
  /** The list's read machine, or null while its code loads. */
  machine: PagedListMachine<null, Item> | null;
  /** The other kind of news: "Video news" on the articles' page and back. */
  other: { label: string; to: string };
}

/** A page of news, newest first, read page by page as the person scrolls. */
export function NewsListPage<Item>({ machine, other, ...listProps }: NewsListPageProps<Item>) {
  return (
    <div className={catalogueStyles.page}>
      <div className={styles.headerRow}>
        <PageTitle>{listProps.title}</PageTitle>
        <Link to={other.to} className={catalogueStyles.textLink}>
          {other.label}
        </Link>
      </div>
      {machine ? (
        <NewsList machine={machine} {...listProps} />
      ) : (
        <SkeletonGrid label={`Loading ${listProps.what}`} count={4} gridClassName={styles.list} />
      )}
    </div>
  );
}
