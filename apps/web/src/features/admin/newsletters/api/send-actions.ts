import { useMutation, useQueryClient } from '@tanstack/react-query';
import { newsletterSendSchema, type NewsletterSend } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { adminKeys } from '../../lib/query-keys';

type Action = 'pause' | 'resume' | 'cancel';

/** `POST /api/newsletters/{id}/{pause|resume|cancel}` (admins): answers the send as it now stands. */
export const sendAction = (id: string, action: Action) =>
  apiRequest(`/api/newsletters/${encodeURIComponent(id)}/${action}`, {
    method: 'POST',
    schema: newsletterSendSchema,
    auth: true,
  });

const DONE: Record<Action, string> = {
  pause: 'The send is paused.',
  resume: 'The send is resumed.',
  cancel: 'The send is cancelled.',
};

/**
 * The send on screen becomes the one the action answered at once; the list is then reloaded
 * (a refused action too: the send may have moved on under the screen).
 */
export function useSendAction() {
  const queryClient = useQueryClient();
  const key = adminKeys.newsletters.sends();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) => sendAction(id, action),
    meta: {
      done: (_data: never, { action }: { action: Action }) => DONE[action],
      failed: 'The send did not change.',
    },
    onSuccess: (send) =>
      queryClient.setQueryData(key, (sends: NewsletterSend[] = []) =>
        sends.map((other) => (other._id === send._id ? send : other)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
