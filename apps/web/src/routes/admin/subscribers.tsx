import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';
import {
  subscriberSummaryQueryOptions,
  subscribersQueryOptions,
} from '@/features/admin/subscribers/api/get-subscribers';
import { mailingListsQueryOptions } from '@/features/admin/lib/newsletters-query';
import {
  readSubscribersQuery,
  SubscribersPage,
} from '@/features/admin/subscribers/components/subscribers-page';

/** Editors and admins: the counts, the lists (for the filter) and the first page of people. */
export const clientLoader = adminLoader(({ request }) => [
  subscriberSummaryQueryOptions(),
  mailingListsQueryOptions(),
  subscribersQueryOptions(readSubscribersQuery(new URL(request.url).searchParams)),
]);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <SubscribersPage />;
}
