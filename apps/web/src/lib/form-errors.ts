import type { FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Words a resolver's field errors for the screen: the contracts say what is wrong with a value
 * ("is required"), the form says which field it is ("Title is required"). `word` may replace
 * the wording altogether.
 */
export function labelledResolver<I extends FieldValues, C, O>(
  resolver: Resolver<I, C, O>,
  labels: Partial<Record<Path<I>, string>>,
  word: (label: string, message: string) => string = (label, message) => `${label} ${message}`,
): Resolver<I, C, O> {
  // A nested field's error sits under its parent's (`tribute.name` in `errors.tribute.name`).
  const reword = (errors: Record<string, unknown>, prefix: string) => {
    for (const [key, error] of Object.entries(errors)) {
      if (!error || typeof error !== 'object' || key === 'ref') continue;
      const name = prefix + key;
      const { message } = error as { message?: unknown };
      const label = labels[name as Path<I>];
      if (typeof message === 'string') {
        if (label) (error as { message: string }).message = word(label, message);
      } else {
        reword(error as Record<string, unknown>, `${name}.`);
      }
    }
  };
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    reword(result.errors, '');
    return result;
  };
}

interface ServerErrorOptions<T extends FieldValues> {
  /** The form's fields and their labels, for wording ("Title is required"). */
  labels: Partial<Record<Path<T>, string>>;
  /**
   * The field a conflict (409) is about, read from the server's message ("A user with this email
   * already exists" → `email`); `undefined` keeps it a form error.
   */
  conflictField?: (message: string) => Path<T> | undefined;
}

/**
 * Puts a refused submission's problems on the form's own fields: each field the server named in a
 * 400 (`body.title` → `title`), or the field a 409 is about. Returns whether any field got one;
 * when none did, the caller shows the error for the whole form.
 */
export function setServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  { labels, conflictField }: ServerErrorOptions<T>,
): boolean {
  if (!(error instanceof ApiError)) return false;
  const isField = (name: string): name is Path<T> & string => Object.hasOwn(labels, name);
  let placed = false;
  if (error.status === 400) {
    for (const detail of error.details) {
      const name = detail.path.replace(/^body\./, '').split('.')[0] ?? '';
      if (!isField(name)) continue;
      setError(name, { type: 'server', message: `${labels[name]} ${detail.message}` });
      placed = true;
    }
  }
  if (error.status === 409) {
    const name = conflictField?.(error.message);
    if (name !== undefined) {
      setError(name, { type: 'server', message: error.message });
      placed = true;
    }
  }
  return placed;
}
