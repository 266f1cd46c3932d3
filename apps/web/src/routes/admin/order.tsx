import { adminLoader } from '@/features/admin/guard/admin-loader';
import { orderQueryOptions } from '@/features/admin/orders/api/get-order';
import { OrderPage } from '@/features/admin/orders/components/order-page';

/** Admins only: an editor is shown one sentence and nothing is loaded. */
export const clientLoader = adminLoader(({ params }, { isAdmin }) =>
  isAdmin ? [orderQueryOptions((params.number ?? '').toUpperCase())] : [],
);

export default function Route() {
  return <OrderPage />;
}
