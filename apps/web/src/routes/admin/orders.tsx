import { OrdersPage } from '@/features/admin/orders/components/orders-page';

export default function Route() {
  return <OrdersPage />;
}
