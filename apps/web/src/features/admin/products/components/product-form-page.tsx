import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { Link } from '@/components/ui/link';
import type { AdminProduct } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { describeError, ErrorAlert } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { formatLabel } from '@/lib/format';
import { productHref } from '@/lib/links';
import { useCurrentUser } from '../../lib/current-user';
import { AdminsOnly } from '../../components/admins-only';
import { SendAsEmail } from '../../components/send-as-email';
import { cmsTitle } from '../../lib/cms-title';
import { useConfirm } from '../../lib/confirm-dialog';
import { adminProductQueryOptions } from '../api/get-admin-products';
import { useListReturn } from '../hooks/use-list-return';
import { useDeleteProduct, useMoveProduct } from '../api/product-status';
import { ProductForm } from './product-form';
import { ProductStatusBadge } from './stock-badge';

export const DELETE_PRODUCT_CONFIRMATION =
  'Delete this product for good? Archiving hides it and keeps it for past orders.';

const otherFormat = (product: AdminProduct) =>
  product.format === 'digital' ? 'physical' : 'digital';

/** `/admin/products/new`, or `?from={id}`: the other format of an existing title, prefilled. */
export function NewProductPage() {
  const { isAdmin } = useCurrentUser();
  const [params] = useSearchParams();
  const from = params.get('from') ?? '';
  const source = useQuery({
    ...adminProductQueryOptions(from),
    enabled: isAdmin && Boolean(from),
  });
  const template: Partial<AdminProduct> | undefined = source.data && {
    ...source.data,
    format: otherFormat(source.data),
    stock: 0,
    stripePriceId: undefined,
    downloadFileId: undefined,
    externalUrl: undefined,
  };

  if (!isAdmin)
    return <AdminsOnly title="New Product" sentence="Products are added by an admin." />;

  return (
    <>
      <PageHeader
        align="start"
        title="New Product"
        documentTitle={cmsTitle('New Product')}
        lead={
          template
            ? `The ${formatLabel(template.format ?? 'digital').toLowerCase()} format of “${source.data?.name}”: same slug, its own price and stock.`
            : 'Only the name is required; the slug is made from it.'
        }
      />
      {source.error ? <ErrorAlert messages={[describeError(source.error)]} /> : null}
      {from && source.isLoading ? <Loading label="Loading product…" /> : null}
      {!from || source.data ? (
        <ProductForm key={source.data?._id ?? 'new'} template={template} />
      ) : null}
    </>
  );
}

/** Back to draft, archive or restore, delete, and where the product is on the site. */
function ProductActions({ product }: { product: AdminProduct }) {
  const { isAdmin } = useCurrentUser();
  const navigate = useNavigate();
  const list = useListReturn();
  const move = useMoveProduct();
  const deletion = useDeleteProduct();
  const { confirm, dialog } = useConfirm();
  const busy = move.isPending || deletion.isPending;
  const archived = product.status === 'archived';

  function toggleArchived() {
    move.mutate({ id: product._id, move: archived ? 'restore' : 'archive' });
  }

  async function remove() {
    if (busy || !(await confirm(DELETE_PRODUCT_CONFIRMATION))) return;
    deletion.mutate(product, { onSuccess: () => void navigate(list) });
  }

  return (
    <Card variant="panel" className="mb-6">
      {dialog}
      <div className="flex flex-wrap items-center gap-3">
        <ProductStatusBadge status={product.status} />
        {product.status === 'live' ? (
          <a
            href={productHref(product)}
            target="_blank"
            rel="noreferrer"
            className={buttonStyles('ghost', 'sm')}
          >
            View on site ↗
          </a>
        ) : (
          <>
            <span className="text-sm text-ink-500">Hidden from the storefront.</span>
            <Link
              to={`/admin/products/${product._id}/preview`}
              className={buttonStyles('ghost', 'sm')}
            >
              Preview
            </Link>
          </>
        )}
        {product.status === 'live' ? (
          <Button
            size="sm"
            variant="secondary"
            pending={move.isPending && move.variables.move === 'unpublish'}
            pendingLabel="Moving…"
            disabled={busy}
            onClick={() => move.mutate({ id: product._id, move: 'unpublish' })}
          >
            Back to draft
          </Button>
        ) : null}
        {isAdmin ? (
          <Link
            to={`/admin/products/new?from=${product._id}`}
            className={buttonStyles('ghost', 'sm')}
          >
            + Add the {otherFormat(product)} format
          </Link>
        ) : null}
        {isAdmin ? (
          <div className="ml-auto flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              pending={move.isPending && move.variables.move !== 'unpublish'}
              pendingLabel={archived ? 'Restoring…' : 'Archiving…'}
              disabled={busy}
              onClick={toggleArchived}
            >
              {archived ? 'Restore' : 'Archive'}
            </Button>
            <Button
              size="sm"
              variant="danger"
              pending={deletion.isPending}
              pendingLabel="Deleting…"
              disabled={busy}
              onClick={() => void remove()}
            >
              Delete
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

/** `/admin/products/{id}/edit`: loads the product, then shows the same form filled in. */
export function EditProductPage() {
  const { id = '' } = useParams();
  const product = useQuery(adminProductQueryOptions(id));

  return (
    <>
      <PageHeader
        align="start"
        title="Edit Product"
        documentTitle={cmsTitle('Edit Product')}
        lead={
          product.data ? `${product.data.name} · ${formatLabel(product.data.format)}` : undefined
        }
      />
      <ErrorAlert
        messages={[
          product.error && statusOf(product.error) === 404 ? 'Product not found.' : null,
          product.error && statusOf(product.error) !== 404 ? describeError(product.error) : null,
        ]}
      />
      {product.isLoading ? <Loading label="Loading product…" /> : null}
      {product.data ? (
        <>
          <ProductActions product={product.data} />
          <ProductForm key={product.data._id} product={product.data} />
          {product.data.status === 'live' ? (
            <SendAsEmail
              source="product"
              sourceId={product.data._id}
              title="Send to New resources"
              defaultList="new-resources"
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
