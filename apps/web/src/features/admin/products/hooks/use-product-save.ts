import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import type { AdminProduct, MissingForLive, NewEditionAnswer } from '@ministry/contracts';
import { ApiError } from '@/lib/api-client';
import { messageOr } from '@/lib/error-message';
import { setServerErrors } from '@/lib/form-errors';
import { useMoveProduct } from '../api/product-status';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import { useTellPastBuyers } from '../api/tell-past-buyers';
import {
  LIVE_RULE_FIELDS,
  productChanges,
  productLabels,
  toProductInput,
  type ProductFormValues,
} from '../components/product-form-values';
import { useListReturn } from './use-list-return';
import { toastDone } from '../../lib/outcome-toasts';

const buyers = (count: number) => `${count} ${count === 1 ? 'buyer' : 'buyers'}`;

/** What "Tell past buyers" did, in the owner's words. */
function toldBuyers({ notified, failed }: NewEditionAnswer): string {
  const told =
    notified === 0 && failed === 0
      ? 'Saved. No buyers to tell: nobody else has bought this file, or they were told already.'
      : `Saved. ${buyers(notified)} told of the new edition.`;
  return failed > 0
    ? `${told} ${buyers(failed)} could not be emailed; try again to tell them.`
    : told;
}

const conflictField = (message: string) => (/slug/i.test(message) ? ('slug' as const) : undefined);

interface ProductSaveOptions {
  product?: AdminProduct;
  /** The values the form started from: only what differs from them is sent. */
  defaults: ProductFormValues;
  form: UseFormReturn<ProductFormValues>;
}

/**
 * What the product form's buttons do. A new product is saved as a draft and opened for editing;
 * an edited one is saved and the list shown again, or saved and made live ("Make live"), staying
 * on the form. A refusal to go live (422) is shown on each field it names and beside the buttons.
 */
export function useProductSave({ product, defaults, form }: ProductSaveOptions) {
  const navigate = useNavigate();
  // The list's search rides along, so Cancel on the opened draft still returns to it.
  const state: unknown = useLocation().state;
  const list = useListReturn();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const moveProduct = useMoveProduct();
  const tellBuyers = useTellPastBuyers();
  const [tellPastBuyers, setTellPastBuyers] = useState(false);
  /** What telling past buyers did, or why it could not (the product itself is saved then). */
  const [told, setTold] = useState<{ message: string; failed: boolean } | null>(null);
  /** Why the product may not be (or stay) live, in the server's words. */
  const [refusal, setRefusal] = useState<string | null>(null);

  async function announce(productId: string) {
    try {
      const answer = await tellBuyers.mutateAsync(productId);
      setTold({ message: toldBuyers(answer), failed: answer.failed > 0 });
    } catch (failure) {
      setTold({
        message: `Saved, but past buyers were not told: ${messageOr(failure, 'the request failed')}.`,
        failed: true,
      });
    }
  }

  /** A 422 from the go-live rules: each missing thing on its field, the sentence beside the buttons. */
  function showRefusal(failure: unknown): boolean {
    if (!(failure instanceof ApiError) || failure.status !== 422) return false;
    for (const detail of failure.details) {
      const field = LIVE_RULE_FIELDS[detail.path as MissingForLive['path']];
      if (field)
        form.setError(field, { type: 'server', message: `Needed to go live: ${detail.message}.` });
    }
    setRefusal(failure.message);
    return true;
  }

  async function save(values: ProductFormValues, { live = false, replacingFile = false } = {}) {
    setTold(null);
    setRefusal(null);
    try {
      if (!product) {
        const created = await createProduct.mutateAsync(toProductInput(values));
        await navigate(`/admin/products/${created._id}/edit`, { replace: true, state });
        return;
      }
      const changes = productChanges(defaults, values);
      if (Object.keys(changes).length > 0) {
        await updateProduct.mutateAsync({ id: product._id, changes });
      } else if (!live) {
        // Nothing sent, but the owner pressed Save: say so rather than return in silence.
        toastDone('No changes to save.');
      }
      if (tellPastBuyers && replacingFile && changes.downloadFileId) {
        // Stay on the form: the owner sees how many buyers were told, or why not.
        setTellPastBuyers(false);
        await announce(product._id);
        return;
      }
      if (live) {
        await moveProduct.mutateAsync({ id: product._id, move: 'publish' });
        return;
      }
      await navigate(list);
    } catch (failure) {
      if (showRefusal(failure)) return;
      if (!setServerErrors(failure, form.setError, { labels: productLabels, conflictField })) {
        const fallback = product ? 'Failed to update product' : 'Failed to create product';
        form.setError('root.server', { message: messageOr(failure, fallback) });
      }
    }
  }

  return {
    save,
    announce,
    told,
    refusal,
    list,
    telling: tellBuyers.isPending,
    tellPastBuyers,
    setTellPastBuyers,
  };
}
