import { OrderPage } from '@/features/admin/orders/components/order-page';

export default function Route() {
  return <OrderPage />;
}
