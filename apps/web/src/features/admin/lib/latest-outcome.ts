import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FieldValues, UseFormClearErrors } from 'react-hook-form';
import { useConfirm } from './confirm-dialog';

/** What a page hands its forms so that only the latest outcome (a save or a delete) shows. */
export interface OutcomeLink {
  /** Called as a save starts: the page's last delete failure is out of date. */
  onSubmitStart?: () => void;
  /** Grows with each delete on the page: the form's last failure is then out of date. */
  pageChanges?: number;
}

/**
 * A list page's row delete after the confirm dialog (`dialog`, rendered by the page), and the
 * link its forms take (`formOutcome`), so that a delete clears what the last save said. The
 * delete's own outcome is a toast (its mutation's `meta`).
 */
export function useRowDelete(
  deletion: UseMutationResult<unknown, unknown, string>,
  { confirmation }: { confirmation: string },
) {
  const { confirm, dialog } = useConfirm();
  const [deletes, setDeletes] = useState(0);

  async function remove(id: string) {
    if (deletion.isPending || !(await confirm(confirmation))) return;
    setDeletes((count) => count + 1);
    deletion.mutate(id);
  }

  const formOutcome: OutcomeLink = { pageChanges: deletes };
  return { remove: (id: string) => void remove(id), formOutcome, dialog };
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
