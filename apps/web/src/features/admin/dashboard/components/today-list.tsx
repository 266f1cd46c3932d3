import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { ErrorAlert } from '@/components/ui/error-alert';
import { statusOf } from '@/lib/error-message';
import { formatAmount } from '@/lib/format';
import { useAdminTime } from '../../lib/owner-time-zone';
import { messagesQueryOptions } from '../../lib/messages-query';
import { catalogueSummaryQueryOptions } from '../api/get-catalogue-summary';
import { orderStatsQueryOptions } from '../api/get-order-stats';
import { giftsReceivedQueryOptions, scheduledPostsQueryOptions } from '../api/get-today';
import { FIRST_VISIT_DAYS, takeLastVisit } from '../last-visit';
import { TodayItem } from './today-item';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const failed = (name: string, error: unknown) =>
  error ? `${name} could not be read (status ${statusOf(error)}).` : null;

/**
 * What needs doing today, first on the dashboard. Orders, gifts, stock and messages are an
 * admin's: an editor's list has the week's scheduled posts only, and nothing else is asked for.
 */
export function TodayList({ userId, isAdmin }: { userId: string; isAdmin: boolean }) {
  const { time, day } = useAdminTime();
  const [visit] = useState(() => takeLastVisit(userId));
  const stats = useQuery({ ...orderStatsQueryOptions(), enabled: isAdmin });
  const unread = useQuery({ ...messagesQueryOptions({ status: 'unread' }), enabled: isAdmin });
  const gifts = useQuery({ ...giftsReceivedQueryOptions(visit.since), enabled: isAdmin });
  const stock = useQuery({ ...catalogueSummaryQueryOptions(), enabled: isAdmin });
  const scheduled = useQuery(scheduledPostsQueryOptions());
  const value = <T,>(query: { data?: T; error: unknown }, pick: (data: T) => number | string) =>
    query.data !== undefined ? pick(query.data) : query.error ? null : undefined;

  const oldest = stats.data?.oldestToShip;
  const next = scheduled.data?.posts[0];
  const stockDue = (stock.data?.lowStock ?? 0) + (stock.data?.outOfStock ?? 0);

  return (
    <section aria-labelledby="today" className="mb-10">
      <h2 id="today" className="mb-3 font-serif text-xl font-semibold text-burgundy-900">
        Today
      </h2>
      <ErrorAlert
        messages={[
          failed('Orders', stats.error),
          failed('Messages', unread.error),
          failed('Gifts', gifts.error),
          failed('Stock', stock.error),
          failed('Scheduled posts', scheduled.error),
        ]}
      />
      <ul className="grid gap-3 md:grid-cols-2">
        {isAdmin ? (
          <>
            <TodayItem
              label="To ship"
              to="/admin/orders?status=to-ship"
              value={value(stats, (s) => s.toShip)}
              due={(stats.data?.toShip ?? 0) > 0}
              detail={
                oldest ? (
                  <>
                    Oldest:{' '}
                    <Link to={`/admin/orders/${oldest.number}`} className="underline">
                      {oldest.number}
                    </Link>
                    {oldest.paidAt ? `, paid ${time(oldest.paidAt)}` : ''}
                  </>
                ) : stats.data ? (
                  'Nothing waiting to be posted.'
                ) : null
              }
            />
            <TodayItem
              label="Needs attention"
              to="/admin/orders?status=attention"
              value={value(stats, (s) => s.needsAttention)}
              due={(stats.data?.needsAttention ?? 0) > 0}
              detail="Orders flagged for you to look at"
            />
            <TodayItem
              label="Unread messages"
              to="/admin/messages?status=unread"
              value={value(unread, (list) => list.unread)}
              due={(unread.data?.unread ?? 0) > 0}
              detail="From the contact page"
            />
            <TodayItem
              label={visit.firstVisit ? 'Gifts this week' : 'Gifts since your last visit'}
              to="/admin/gifts"
              value={value(gifts, (g) => g.count)}
              detail={
                gifts.data
                  ? `${formatAmount(gifts.data.amount)} ${
                      visit.firstVisit
                        ? `in the last ${FIRST_VISIT_DAYS} days`
                        : `since ${time(visit.since)}`
                    }`
                  : null
              }
            />
            <TodayItem
              label="Low stock or sold out"
              to="/admin/products?stock=low&status=live"
              value={value(stock, (s) => s.lowStock + s.outOfStock)}
              due={stockDue > 0}
              detail={
                stock.data ? `${stock.data.lowStock} low, ${stock.data.outOfStock} sold out` : null
              }
            />
          </>
        ) : null}
        <TodayItem
          label="Scheduled this week"
          to="/admin/posts"
          value={value(scheduled, (s) => s.posts.length)}
          detail={
            next
              ? `Next: “${next.title}”, ${day(next.publishAt)}${
                  scheduled.data && scheduled.data.posts.length > 1
                    ? ` (and ${plural(scheduled.data.posts.length - 1, 'other', 'others')})`
                    : ''
                }`
              : scheduled.data
                ? 'No posts due in the next seven days.'
                : null
          }
        />
      </ul>
    </section>
  );
}
