import { useQueryClient, type Mutation } from '@tanstack/react-query';
import { useEffect, type CSSProperties } from 'react';
import { toast, Toaster } from 'sonner';
import { messageOr } from '@/lib/error-message';

/**
 * What an admin change says when it is done or has failed, declared once on its mutation
 * (`meta`). The admin layout shows it as a toast in the viewport, wherever the owner has
 * scrolled: a polite status on success, an assertive alert with the server's own words on
 * failure. Only the admin chunk imports this module, so the toast library never weighs on the
 * public pages' first load.
 */
export type OutcomeMeta = {
  /** Said on success: the words, or words made from the answer and what was sent. */
  done?: string | ((data: never, variables: never) => string | null);
  /** Said on failure when the server gives no reason of its own. */
  failed?: string;
};

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: OutcomeMeta;
  }
}

const FAILED = 'The change failed; try again.';

/** A success the owner is told of politely (a status). */
export function toastDone(message: string): void {
  toast.success(<span role="status">{message}</span>);
}

/** The failures still shown: a new change makes them out of date. */
const failures = new Set<string | number>();

/** A failure the owner is told of at once (an alert), in the server's words when it gave some. */
export function toastFailed(error: unknown, fallback = FAILED): void {
  failures.add(toast.error(<span role="alert">{messageOr(error, fallback)}</span>));
}

/** Takes down the failures shown so far: only the latest outcome speaks. */
function dismissFailures(): void {
  for (const id of failures) toast.dismiss(id);
  failures.clear();
}

type AnyMutation = Mutation<unknown, unknown, unknown, unknown>;

function doneMessage(mutation: AnyMutation): string | null {
  const done = mutation.meta?.done;
  if (typeof done === 'string') return done;
  if (!done) return null;
  const made = done as (data: unknown, variables: unknown) => string | null;
  return made(mutation.state.data, mutation.state.variables);
}

/**
 * The success toast's colours. Sonner's own (green hsl(140 100% 27%) on hsl(143 85% 96%)) reach
 * only 4.2:1, under the 4.5:1 that WCAG AA asks of small text: axe fails any admin screen showing
 * one. The same pale green with a darker text: 7:1.
 */
export const SUCCESS_COLOURS = {
  '--success-bg': '#ecfdf3',
  '--success-border': '#bbf7d0',
  '--success-text': '#05602a',
} as const;

/**
 * The admin's one toaster, mounted once in its layout: it tells the outcome of every change
 * (TanStack Query's mutations) as it settles.
 */
export function OutcomeToaster() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const unsubscribe = queryClient.getMutationCache().subscribe((event) => {
      if (event.type !== 'updated') return;
      const mutation = event.mutation as AnyMutation;
      if (event.action.type === 'pending') {
        dismissFailures();
      } else if (event.action.type === 'success') {
        const message = doneMessage(mutation);
        if (message) toastDone(message);
      } else if (event.action.type === 'error') {
        toastFailed(event.action.error, mutation.meta?.failed);
      }
    });
    return () => {
      unsubscribe();
      // Leaving the admin (logout) leaves its outcomes behind: a toaster mounted later would
      // otherwise show them again.
      toast.dismiss();
    };
  }, [queryClient]);
  return (
    <Toaster
      position="top-center"
      richColors
      closeButton
      duration={6000}
      containerAriaLabel="Outcomes"
      toastOptions={{ className: 'text-sm' }}
      style={SUCCESS_COLOURS as CSSProperties}
    />
  );
}
