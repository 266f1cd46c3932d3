import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, AdminProductPage } from '@ministry/contracts';
import { editionName, formatPrice } from '@/lib/format';
import { adminKeys } from '../../lib/query-keys';
import { updateProduct } from './save-product';

/** The fields the products list edits in place, one edition (one row) at a time. */
export type EditionField = 'stock' | 'price';

export interface EditionFieldChange {
  product: AdminProduct;
  field: EditionField;
  value: number;
}

/** "Stock of Akathist (Physical)": two formats of a title share a name. */
export const editionFieldName = (product: AdminProduct, field: EditionField) =>
  `${field === 'stock' ? 'Stock' : 'Price'} of ${editionName(product)}`;

const savedWords = ({ product, field, value }: EditionFieldChange) =>
  `${editionFieldName(product, field)} saved: ${field === 'price' ? formatPrice(value) : value}.`;

/**
 * `PATCH /api/products/{id}` with one field: the form's endpoint, rules and change record. The
 * row stays where the owner is looking: the answer replaces it in the pages already loaded
 * (a restocked product stays in the "Out of stock" filter's page until the list is next loaded),
 * which are marked stale rather than reloaded under the owner's hands.
 */
export function useSaveEditionField() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, field, value }: EditionFieldChange) =>
      updateProduct({ id: product._id, changes: { [field]: value } }),
    meta: {
      done: (_answer: AdminProduct, change: EditionFieldChange) => savedWords(change),
      failed: 'The change was not saved; try again.',
    },
    onSuccess: (updated) => {
      queryClient.setQueriesData<AdminProductPage>(
        { queryKey: [...adminKeys.products.all, 'list'] },
        (page) =>
          page && {
            ...page,
            items: page.items.map((item) => (item._id === updated._id ? updated : item)),
          },
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.products.all, refetchType: 'none' }),
        queryClient.invalidateQueries({ queryKey: adminKeys.products.summary() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.changes.all }),
      ]);
    },
  });
}
