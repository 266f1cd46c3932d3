import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormClearErrors } from 'react-hook-form';
import { messageOr } from '@/lib/error-message';

/** What a page hands its forms so that only the latest outcome (a save or a delete) shows. */
export interface OutcomeLink {
  /** Called as a save starts: the page's last delete failure is out of date. */
  onSubmitStart?: () => void;
  /** Grows with each delete on the page: the form's last failure is then out of date. */
  pageChanges?: number;
}

/**
 * A list page's row delete (after a confirmation), its failure message, and the link its forms
 * take (`formOutcome`), so that a new save or delete clears what the last one said.
 */
export function useRowDelete(
  deletion: UseMutationResult<unknown, unknown, string>,
  { confirmation, failure }: { confirmation: string; failure: string },
) {
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deletes, setDeletes] = useState(0);

  function remove(id: string) {
    if (deletion.isPending || !window.confirm(confirmation)) return;
    setDeleteError(null);
    setDeletes((count) => count + 1);
    deletion.mutate(id, { onError: (error) => setDeleteError(messageOr(error, failure)) });
  }

  const formOutcome: OutcomeLink = {
    onSubmitStart: () => setDeleteError(null),
    pageChanges: deletes,
  };
  return { deleteError, remove, formOutcome };
}

/** A form's side of `OutcomeLink`: its server failure goes when the page deletes something. */
export function useClearedByPageChanges<T extends FieldValues>(
  clearErrors: UseFormClearErrors<T>,
  pageChanges = 0,
) {
  useEffect(() => {
    if (pageChanges > 0) clearErrors('root.server');
  }, [pageChanges, clearErrors]);
}
