import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  collectionSchema,
  type CreateCollectionInput,
  type UpdateCollectionInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import type { OutcomeMeta } from '../../lib/outcome-toasts';
import { adminKeys } from '../../lib/query-keys';

// The list itself (`adminCollectionsQueryOptions`) is in lib: the product form reads it too.

export const createCollection = (input: CreateCollectionInput) =>
  apiRequest('/api/collections', {
    method: 'POST',
    body: input,
    schema: collectionSchema,
    auth: true,
  });

export const updateCollection = ({ id, changes }: { id: string; changes: UpdateCollectionInput }) =>
  apiRequest(`/api/collections/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: changes,
    auth: true,
  });

/** `DELETE /api/collections/{id}`: its products stay. */
export const deleteCollection = (id: string) =>
  apiRequest(`/api/collections/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

function useCollectionMutation<V>(
  mutationFn: (variables: V) => Promise<unknown>,
  meta: OutcomeMeta,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.collections.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.changes.all }),
      ]),
  });
}

export const useCreateCollection = () =>
  useCollectionMutation(createCollection, {
    done: 'Collection added.',
    failed: 'Failed to add the collection.',
  });
export const useUpdateCollection = () =>
  useCollectionMutation(updateCollection, {
    done: 'Collection saved.',
    failed: 'Failed to save the collection.',
  });
export const useDeleteCollection = () =>
  useCollectionMutation(deleteCollection, {
    done: 'Collection deleted.',
    failed: 'Failed to delete collection.',
  });

/** One collection's changes are sent one after another: the last one sent is what stays. */
const collectionScope = (id: string) => `collection-${id}`;

/**
 * `PATCH /api/collections/{id}` with `order`: only the order of its products, so a product added
 * to the collection since the list was loaded stays in it. Moves of one collection are sent one
 * after another (one mutation scope), so the last move is the order that stays.
 */
export function useReorderCollection(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (order: string[]) => updateCollection({ id, changes: { order } }),
    scope: { id: collectionScope(id) },
    meta: { done: 'Order saved.', failed: 'Failed to save the order.' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.collections.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.changes.all }),
      ]),
  });
}

/** A product joining or leaving a collection, as the toast names it. */
export interface MembershipChange {
  /** The collection's products after the change, in its order. */
  products: string[];
  /** "Akathist (Physical) added to Great Lent." */
  said: string;
}

/**
 * `PATCH /api/collections/{id}` with `products`: which products the collection holds (those left
 * out leave it, staying in the shop). The products' own lists of collections change with it.
 */
export function useSetCollectionProducts(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ products }: MembershipChange) => updateCollection({ id, changes: { products } }),
    scope: { id: collectionScope(id) },
    meta: {
      done: (_answer: unknown, { said }: MembershipChange) => said,
      failed: 'Failed to change the collection’s products.',
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.collections.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: adminKeys.changes.all }),
      ]),
  });
}
