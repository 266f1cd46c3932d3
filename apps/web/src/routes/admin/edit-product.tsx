import { EditProductPage } from '@/features/admin/products/components/product-form-page';

export default function Route() {
  return <EditProductPage />;
}
