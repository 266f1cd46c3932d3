import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  mailingListSchema,
  type CreateMailingListInput,
  type UpdateMailingListInput,
} from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `POST /api/lists` (admins): a new list; its id is fixed once made. */
export const createMailingList = (input: CreateMailingListInput) =>
  apiRequest('/api/lists', { method: 'POST', auth: true, schema: mailingListSchema, body: input });

/** `PATCH /api/lists/:listId` (admins): its name, description, and whether the forms offer it. */
export const updateMailingList = (listId: string, input: UpdateMailingListInput) =>
  apiRequest(`/api/lists/${encodeURIComponent(listId)}`, {
    method: 'PATCH',
    auth: true,
    schema: mailingListSchema,
    body: input,
  });

/** A list's name shows in the counts and filters too: the whole family is stale after a change. */
export function useCreateMailingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMailingList,
    meta: {
      done: (list: { name: string }) => `List “${list.name}” added.`,
      failed: 'Failed to add the list.',
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.subscribers.all }),
  });
}

export function useUpdateMailingList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateMailingListInput) => updateMailingList(listId, input),
    meta: {
      done: (list: { name: string }) => `List “${list.name}” saved.`,
      failed: 'Failed to save the list.',
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.subscribers.all }),
  });
}
