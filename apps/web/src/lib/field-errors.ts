import type { z } from 'zod';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

/**
 * What a form shows under its fields when the contract refuses the input: for each field in
 * `labels`, its first problem, worded by `word` (by default the label, then zod's message:
 * "Title is required"). Problems with fields the form does not show are left out.
 */
export function fieldErrors<F extends string>(
  error: z.ZodError,
  labels: Record<F, string>,
  word: (label: string, message: string) => string = (label, message) => `${label} ${message}`,
): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !Object.hasOwn(labels, field)) continue;
    errors[field as F] ??= word(labels[field as F], issue.message);
  }
  return errors;
}
