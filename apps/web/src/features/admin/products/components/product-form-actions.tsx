import { Link } from '@/components/ui/link';
import type { AdminProduct } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { ProductStatusBadge } from './stock-badge';

interface ProductFormActionsProps {
  product?: AdminProduct;
  saving: boolean;
  busyUploading: boolean;
  onMakeLive: () => void;
  /** Where Cancel (or Back to products) goes: the list as the owner left it. */
  list: string;
  /** Why the product may not go (or stay) live, beside the buttons that asked. */
  refusal: string | null;
  told: { message: string; failed: boolean } | null;
  telling: boolean;
  onTellAgain: () => void;
}

/**
 * The form's buttons under its status: a draft is saved as a draft or made live; a live (or
 * archived) product is saved as it is. Nothing makes a product live but "Make live".
 */
export function ProductFormActions(props: ProductFormActionsProps) {
  const { product, saving, busyUploading, list, refusal, told } = props;
  const draft = !product || product.status === 'draft';
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        {/* An edited product's status heads the page (ProductActions); a new one is a draft. */}
        {product ? null : <ProductStatusBadge status="draft" />}
        <Button type="submit" size="sm" pending={saving} disabled={busyUploading}>
          {draft ? 'Save draft' : 'Save Product'}
        </Button>
        {product && draft ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={busyUploading || saving}
            onClick={props.onMakeLive}
          >
            Make live
          </Button>
        ) : null}
        {busyUploading ? (
          <span className="text-sm text-ink-500">Waiting for the upload to finish…</span>
        ) : null}
        <Link to={list} className={buttonStyles('secondary', 'sm')}>
          {told ? 'Back to products' : 'Cancel'}
        </Link>
        {told?.failed && product ? (
          <Button
            size="sm"
            variant="secondary"
            pending={props.telling}
            pendingLabel="Telling buyers…"
            onClick={props.onTellAgain}
          >
            Try again
          </Button>
        ) : null}
      </div>
      {!product ? (
        <p className="text-sm text-ink-500">
          A new product is a draft: only staff see it until you make it live.
        </p>
      ) : null}
      <ErrorAlert messages={[refusal, told?.failed ? told.message : null]} />
      <p role="status" className="text-sm font-medium text-ink-900">
        {told && !told.failed ? told.message : null}
      </p>
    </>
  );
}
