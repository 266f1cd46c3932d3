import { useId, type ReactNode } from 'react';
import {
  useController,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';

/**
 * The admin forms' field pieces beyond `FormField` (components/ui/form-field), for
 * react-hook-form: one way to read a field's error and show it, and one group of checkboxes.
 */

/** A field's error as react-hook-form holds it: its own message, or its parts' (a date's). */
type FieldErrorLike = { message?: unknown } | Record<string, unknown> | undefined;

/**
 * The message to show for a field: its own, else the first of its parts' (a schedule's date,
 * days or year), so a field made of parts still says what is wrong with it.
 */
export function fieldErrorMessage(error: FieldErrorLike): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) {
    return error.message;
  }
  for (const [key, part] of Object.entries(error)) {
    if (key === 'ref' || typeof part !== 'object' || part === null) continue;
    const message = fieldErrorMessage(part);
    if (message) return message;
  }
  return undefined;
}

interface FieldErrorProps {
  error: FieldErrorLike;
  /** For the control or group it describes (`aria-describedby`). */
  id?: string;
}

/** A field's error under it, announced when it appears; nothing without one. */
export function FieldError({ error, id }: FieldErrorProps) {
  const message = fieldErrorMessage(error);
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-red-700">
      {message}
    </p>
  );
}

export interface CheckboxOption {
  value: string;
  label: string;
}

interface CheckboxGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** A field holding the chosen values, in the order they were chosen. */
  name: FieldPathByValue<T, string[]>;
  legend: string;
  hint?: string;
  options: readonly CheckboxOption[];
  /** Shown above the options: their loading state, or why there are none. */
  children?: ReactNode;
}

/** A group of checkboxes choosing any number of values, with its legend, hint and error. */
export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  legend,
  hint,
  options,
  children,
}: CheckboxGroupFieldProps<T>) {
  const id = useId();
  const {
    field,
    fieldState: { error },
  } = useController({ control, name });
  const chosen = field.value as string[];
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="mb-3 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {children}
      {options.length > 0 ? (
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {options.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-center gap-2 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm has-checked:border-burgundy-700 has-checked:bg-burgundy-50"
            >
              <input
                type="checkbox"
                name={field.name}
                value={option.value}
                checked={chosen.includes(option.value)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...chosen, option.value]
                      : chosen.filter((value) => value !== option.value),
                  )
                }
                onBlur={field.onBlur}
                className="size-4 accent-burgundy-700"
              />
              {option.label}
            </label>
          ))}
        </div>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}
