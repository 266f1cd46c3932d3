import { useCallback, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface Question {
  message: string;
  /** What follows from going ahead, said under the question. */
  detail?: string | undefined;
  /** The button that goes ahead ("Delete"). */
  action: string;
  answer: (yes: boolean) => void;
}

/**
 * The admin's one confirmation, in place of the browser's `confirm`: a modal `<dialog>` in the
 * page's own style, Cancel first (Escape cancels too), the action named on its button.
 * `await confirm('Delete this user?')` is true only when the owner pressed the action.
 */
export function useConfirm(): {
  confirm: (message: string, options?: { action?: string; detail?: string }) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [question, setQuestion] = useState<Question | null>(null);
  const confirm = useCallback(
    (message: string, { action = 'Delete', detail }: { action?: string; detail?: string } = {}) =>
      new Promise<boolean>((resolve) => {
        setQuestion({
          message,
          detail,
          action,
          answer: (yes) => {
            setQuestion(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const dialog = question ? <ConfirmDialog key={question.message} {...question} /> : null;
  return { confirm, dialog };
}

function ConfirmDialog({ message, detail, action, answer }: Question) {
  const ref = useRef<HTMLDialogElement>(null);
  const messageId = useId();
  const detailId = useId();
  // Opened as it is committed (a layout effect): the dialog is never on the page closed, so its
  // buttons can be pressed (and found by a test) as soon as its question shows.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // Browsers open it modal (the page behind is inert); jsdom has no showModal.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
  }, []);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={messageId}
      aria-describedby={detail ? detailId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        answer(false);
      }}
      // Escape cancels even where the dialog is not modal (no showModal, so no cancel event).
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        answer(false);
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-lg border border-parchment-300 bg-parchment-50 p-6 text-ink-900 shadow-xl backdrop:bg-ink-900/50"
    >
      <p id={messageId} className="font-serif text-lg text-burgundy-900">
        {message}
      </p>
      {detail ? (
        <p id={detailId} className="mt-2 text-sm text-ink-700">
          {detail}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button size="sm" variant="secondary" autoFocus onClick={() => answer(false)}>
          Cancel
        </Button>
        <Button size="sm" variant="danger" onClick={() => answer(true)}>
          {action}
        </Button>
      </div>
    </dialog>
  );
}
