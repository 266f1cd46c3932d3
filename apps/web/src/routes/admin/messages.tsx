import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';
import { messagesQueryOptions } from '@/features/admin/lib/messages-query';
import { MessagesPage, readQuery } from '@/features/admin/messages/components/messages-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader(({ request }, { isAdmin }) =>
  isAdmin ? [messagesQueryOptions(readQuery(new URL(request.url).searchParams))] : [],
);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <MessagesPage />;
}
