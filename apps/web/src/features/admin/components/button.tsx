import type { ButtonHTMLAttributes } from 'react';

type Variant = 'primary' | 'secondary' | 'danger';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-burgundy-700 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<Variant, string> = {
  primary:
    'bg-burgundy-700 text-white shadow-sm hover:bg-burgundy-800 disabled:hover:bg-burgundy-700',
  secondary:
    'border border-parchment-400 bg-white text-burgundy-800 hover:bg-gold-100 disabled:hover:bg-white',
  danger: 'border border-red-300 bg-white text-red-800 hover:bg-red-50 disabled:hover:bg-white',
};

/** Class names for a button, also used to style links that act as buttons ("+ New Post"). */
export const buttonClasses = (variant: Variant = 'primary', extra = '') =>
  `${base} ${variants[variant]} ${extra}`.trim();

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** While true the button is disabled and shows (and is named) `pendingLabel` ("Saving…"). */
  pending?: boolean;
  pendingLabel?: string;
}

export function Button({
  variant = 'primary',
  pending = false,
  pendingLabel = 'Saving…',
  disabled,
  className = '',
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      aria-label={pending ? undefined : props['aria-label']}
      type={type}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      className={buttonClasses(variant, className)}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

interface DeleteButtonProps {
  /** What is deleted, for the button's accessible name ("Delete Great Lent"). */
  name: string;
  pending: boolean;
  disabled: boolean;
  onClick: () => void;
}

/** The "Delete" button of a table row. */
export function DeleteButton({ name, ...props }: DeleteButtonProps) {
  return (
    <Button
      {...props}
      variant="danger"
      className="px-3 py-1.5"
      pendingLabel="Deleting…"
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  );
}
