import { Link, useSearchParams } from 'react-router-dom';
import { formatCents } from '../../domain/format';
import { formatDateTime } from '../../domain/moneyLabels';
import { REQUEST_FILTER_LABELS, REQUEST_FILTERS, requestFilterOf, requestTitle, type RequestFilter } from '../../domain/requests';
import type { Order } from '../../machines/moneyTypes';
import { EmptyState, PagedList } from '../catalogue';
import { ChatLink } from '../chat';
import { PageTitle } from '../components/PageTitle';
import { useRequestNews } from '../app/useLiveUpdates';
import { useMoney, moneyStyles as styles, OrderStatusBadge, moneyPaths } from '../money';
import { usePagedList } from '../app/useReads';

/** The list, kept as the live stream moves it; after a drop (updates may be lost) it is read again. */
function useLiveList(filter: RequestFilter) {
  const list = usePagedList(useMoney().requests, filter);
  useRequestNews({ onNews: list.changed, onResumed: list.reload });
  return list;
}

function RequestRow({ order }: { order: Order }) {
  return (
    <div className={styles.listRow}>
      <div className={styles.rowText}>
        <Link to={moneyPaths.request(order.id)} className={styles.textLink}>
          {requestTitle(order)}
        </Link>
        <p className={styles.rowMeta}>
          {order.vendor_name ?? `Vendors of ${order.custom?.category_name ?? 'the category'}`} ·{' '}
          <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </p>
      </div>
      <ChatLink orderId={order.id} unread={order.unread_messages} />
      <OrderStatusBadge status={order.status} />
      <span className={styles.amount}>{order.total_cents > 0 ? formatCents(order.total_cents) : 'No price yet'}</span>
    </div>
  );
}

function FilterLinks({ current }: { current: RequestFilter }) {
  return (
    <nav aria-label="Show requests" className={styles.filters}>
      {REQUEST_FILTERS.map((filter) => (
        <Link
          key={filter}
          to={filter === 'all' ? moneyPaths.requests : `${moneyPaths.requests}?status=${filter}`}
          aria-current={filter === current ? 'page' : undefined}
          className={styles.filterLink}
        >
          {REQUEST_FILTER_LABELS[filter]}
        </Link>
      ))}
    </nav>
  );
}

function Requests({ filter }: { filter: RequestFilter }) {
  const list = useLiveList(filter);
  return (
    <PagedList
      list={list}
      label="Your requests"
      failedTitle="Your requests could not be loaded"
      gridClassName={styles.plainList}
      itemKey={(order) => order.id}
      renderItem={(order) => <RequestRow order={order} />}
      empty={
        <EmptyState title={filter === 'all' ? 'No requests yet' : `No ${REQUEST_FILTER_LABELS[filter].toLowerCase()} requests`}>
          <p className={styles.lead}>Orders and custom requests you send show here, with how they are going.</p>
          <Link to="/home" className={styles.textLink}>
            Start shopping
          </Link>
        </EmptyState>
      }
    />
  );
}

/** `requests`: the person's orders and custom requests, newest first, a page at a time, filtered by the URL's `status`. */
export default function RequestsScreen() {
  const filter = requestFilterOf(useSearchParams()[0].get('status'));
  return (
    <div className={styles.page}>
      <PageTitle>Requests</PageTitle>
      <FilterLinks current={filter} />
      <div className={styles.panel}>
        <Requests filter={filter} />
      </div>
    </div>
  );
}
