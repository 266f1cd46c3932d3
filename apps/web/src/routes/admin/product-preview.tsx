import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Link } from '@/components/ui/link';
import { describeError, ErrorAlert } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { adminLoader } from '@/features/admin/guard/admin-loader';
import { adminProductQueryOptions } from '@/features/admin/products/api/get-admin-products';
import { ProductPage } from '@/features/product/components/product-page';

/**
 * `/admin/products/:id/preview`: a draft's (or an archived product's) page as the storefront
 * would show it, for staff only. It is drawn in the signed-in admin from the staff api, so no
 * public answer or cached page ever holds it; the public address stays a 404 until it is live.
 */
export const clientLoader = adminLoader(({ params }) =>
  params.id ? [adminProductQueryOptions(params.id)] : [],
);

export default function Route() {
  const { id = '' } = useParams();
  const product = useQuery(adminProductQueryOptions(id));
  return (
    <>
      <p
        role="status"
        className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
      >
        Preview: {product.data ? `this ${product.data.status} product is` : 'this page is'} seen
        only by staff.{' '}
        <Link to={`/admin/products/${id}/edit`} className="font-semibold underline">
          Back to editing
        </Link>
      </p>
      {product.error ? <ErrorAlert messages={[describeError(product.error)]} /> : null}
      {product.isLoading ? <Loading label="Loading product…" /> : null}
      {product.data ? <ProductPage product={product.data} other={null} /> : null}
    </>
  );
}
