import { createContext, use, useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * One field of a form: its label, the control, an optional hint and the field's own error, wired
 * together for screen readers (after bulletproof-react's `components/ui/form`). The control inside
 * (`Input`, `Textarea`, `Select`) takes its id, `aria-describedby` and `aria-invalid` from here, so
 * a form only says what the field is:
 *
 *   <FormField label="Title" error={errors.title?.message}>
 *     <Input {...register('title')} />
 *   </FormField>
 *
 * The error is an alert, so it is announced when it appears (after a submit), as bulletproof's is.
 * `density` keeps each area's look: `comfortable` for the public pages, `compact` for the admin.
 */
export type FieldDensity = 'comfortable' | 'compact';

interface FieldContext {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  density: FieldDensity;
}

const FieldContext = createContext<FieldContext | null>(null);

const LABEL: Record<FieldDensity, string> = {
  comfortable: 'block font-semibold text-ink-900',
  compact: 'mb-1 block text-sm font-semibold text-ink-900',
};

const CONTROL: Record<FieldDensity, string> = {
  comfortable:
    'mt-1 block w-full rounded-md border border-parchment-400 bg-white px-3 py-2.5 text-ink-900 shadow-inner focus:border-burgundy-600',
  compact:
    'block w-full rounded-md border border-parchment-400 bg-white px-3 py-2 text-ink-900 shadow-xs placeholder:text-ink-500/70 focus-visible:border-burgundy-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-burgundy-700 aria-invalid:border-red-500 disabled:bg-parchment-200',
};

const HINT: Record<FieldDensity, string> = {
  comfortable: 'mt-1 text-sm text-ink-500',
  compact: 'mt-1 text-xs text-ink-500',
};

const ERROR: Record<FieldDensity, string> = {
  comfortable: 'mt-1 text-sm font-medium text-burgundy-600',
  compact: 'mt-1 text-sm font-medium text-red-700',
};

/** The classes of a form control, for a control that stands outside a `FormField`. */
export const controlStyles = (density: FieldDensity = 'comfortable'): string => CONTROL[density];

/** The classes of a label, for a label that stands outside a `FormField`. */
export const labelStyles = (density: FieldDensity = 'comfortable'): string => LABEL[density];

interface FormFieldProps {
  label: ReactNode;
  /** A line under the control that helps fill it in. */
  hint?: ReactNode;
  /** The field's own problem ("Title is required"); nothing is shown without one. */
  error?: string | undefined;
  /** Marks the label with an asterisk (the control carries `required` itself). */
  required?: boolean;
  density?: FieldDensity;
  className?: string;
  children: ReactNode;
}

export function FormField({
  label,
  hint,
  error,
  required = false,
  density = 'comfortable',
  className,
  children,
}: FormFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL[density]}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-burgundy-700">
            *
          </span>
        ) : null}
      </label>
      <FieldContext value={{ id, describedBy, invalid: Boolean(error), density }}>
        {children}
      </FieldContext>
      {hint ? (
        <p id={hintId} className={HINT[density]}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className={ERROR[density]}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The attributes that tie a control to the field around it (none outside a field). */
function useFieldControl(className: string | undefined) {
  const field = use(FieldContext);
  if (!field) return { className: cn(CONTROL.comfortable, className) };
  return {
    id: field.id,
    'aria-describedby': field.describedBy,
    'aria-invalid': field.invalid || undefined,
    className: cn(CONTROL[field.density], className),
  };
}

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input {...props} {...useFieldControl(className)} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea {...props} {...useFieldControl(className)} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select {...props} {...useFieldControl(className)} />;
}
