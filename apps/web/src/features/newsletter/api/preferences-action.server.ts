import { subscriptionPreferencesInputSchema } from '@ministry/contracts';
import { redirect } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { textOf } from '@/lib/route-action';
import type { PreferencesOutcome } from '../components/preferences-page';
import { deleteSubscriberData, leaveEveryList, updatePreferences } from './subscriptions.server';

type Answer = { outcome: PreferencesOutcome; status: number } | Response;

/** A refusal from the api as the page says it; a failure to reach it, with a way forward. */
function failed(error: unknown): Answer {
  if (error instanceof ApiError && error.status === 404) {
    return { outcome: { error: 'This link is not known any more.' }, status: 404 };
  }
  if (error instanceof ApiError && error.status > 0 && error.status < 500) {
    return { outcome: { error: error.message }, status: error.status };
  }
  return {
    outcome: { error: 'That could not be done just now. Please try again in a moment.' },
    status: 502,
  };
}

/**
 * The preferences page's forms, which work without its JavaScript: save the lists, calendar and
 * pause; leave every list; delete one's data (only with "yes, delete" ticked), after which the
 * page is gone and the visitor is sent to `/subscriptions/deleted`.
 */
export async function changePreferences(token: string, form: FormData): Promise<Answer> {
  const intent = textOf(form, 'intent');
  try {
    switch (intent) {
      case 'save': {
        const input = subscriptionPreferencesInputSchema.safeParse({
          lists: form.getAll('lists').filter((list) => typeof list === 'string'),
          calendar: textOf(form, 'calendar') || undefined,
          pausedUntil: textOf(form, 'pausedUntil') || null,
        });
        if (!input.success) {
          return { outcome: { error: 'Please check your choices and save again.' }, status: 400 };
        }
        await updatePreferences(token, input.data);
        return { outcome: { notice: 'Your choices are saved.' }, status: 200 };
      }
      case 'leave':
        await leaveEveryList(token);
        return {
          outcome: { notice: 'You have left every list. No more emails will be sent to you.' },
          status: 200,
        };
      case 'delete':
        if (textOf(form, 'confirm') !== 'yes') {
          return {
            outcome: { confirmDelete: 'Tick the box to confirm that your data should be deleted.' },
            status: 400,
          };
        }
        await deleteSubscriberData(token);
        return redirect('/subscriptions/deleted');
      default:
        return { outcome: { error: 'Unknown action.' }, status: 400 };
    }
  } catch (error) {
    return failed(error);
  }
}
