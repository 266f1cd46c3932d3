import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const controlClasses =
  'block w-full rounded-md border border-parchment-400 bg-white px-3 py-2 text-ink-900 shadow-xs placeholder:text-ink-500/70 focus-visible:border-burgundy-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-burgundy-700 aria-invalid:border-red-500 disabled:bg-parchment-200';

export const labelClasses = 'mb-1 block text-sm font-semibold text-ink-900';

interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  required?: boolean | undefined;
  children: (ids: { id: string; describedBy: string | undefined }) => ReactNode;
}

/** A label, the control, an optional hint and the field's own error, wired for screen readers. */
function FieldFrame({ label, hint, error, required, children }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClasses}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-burgundy-700">
            *
          </span>
        ) : null}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={hintId} className="mt-1 text-xs text-ink-500">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface CommonProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export function TextField({
  label,
  hint,
  error,
  className = '',
  ...props
}: CommonProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={props.required}>
      {({ id, describedBy }) => (
        <input
          {...props}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${controlClasses} ${className}`}
        />
      )}
    </FieldFrame>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  className = '',
  ...props
}: CommonProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={props.required}>
      {({ id, describedBy }) => (
        <textarea
          {...props}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${controlClasses} ${className}`}
        />
      )}
    </FieldFrame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  className = '',
  children,
  ...props
}: CommonProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldFrame label={label} hint={hint} error={error} required={props.required}>
      {({ id, describedBy }) => (
        <select
          {...props}
          id={id}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className={`${controlClasses} ${className}`}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}
