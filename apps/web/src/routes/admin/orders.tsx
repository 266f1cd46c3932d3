import { adminLoader, loadOnlyOnArrival } from '@/features/admin/guard/admin-loader';
import { ordersQueryOptions } from '@/features/admin/orders/api/get-orders';
import { OrdersPage, readQuery } from '@/features/admin/orders/components/orders-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader(({ request }, { isAdmin }) =>
  isAdmin ? [ordersQueryOptions(readQuery(new URL(request.url).searchParams))] : [],
);

export const shouldRevalidate = loadOnlyOnArrival;

export default function Route() {
  return <OrdersPage />;
}
