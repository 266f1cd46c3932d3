import { useMutation, useQueryClient } from '@tanstack/react-query';
import { inboxMessageSchema, type ContactMessageStatus } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

/** `PATCH /api/messages/{id}` `{ status }`: answers the message as it now is. */
export const updateMessageStatus = (id: string, status: ContactMessageStatus) =>
  apiRequest(`/api/messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    schema: inboxMessageSchema,
    auth: true,
  });

/** Marks a message read, unread or archived; every list and the unread count then reload. */
export function useUpdateMessageStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ContactMessageStatus }) =>
      updateMessageStatus(id, status),
    meta: {
      done: (_answer: unknown, { status }: { status: ContactMessageStatus }) =>
        status === 'archived' ? 'Message archived.' : status === 'unread' ? 'Marked unread.' : null,
      failed: 'Failed to update the message.',
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.messages.all }),
  });
}
