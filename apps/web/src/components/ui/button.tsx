import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'gold' | 'ghost' | 'danger';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-burgundy-700 text-parchment-50 shadow-sm hover:bg-burgundy-800 active:bg-burgundy-900',
  secondary:
    'border border-burgundy-700/40 bg-parchment-50 text-burgundy-800 hover:border-burgundy-700 hover:bg-burgundy-50',
  gold: 'bg-gold-400 text-ink-900 shadow-sm hover:bg-gold-300 active:bg-gold-500',
  ghost: 'text-burgundy-800 hover:bg-burgundy-50',
  danger: 'border border-red-300 bg-white text-red-800 hover:bg-red-50',
};

const SIZES: Record<Size, string> = {
  sm: 'min-h-9 px-3 text-sm',
  md: 'min-h-11 px-5 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/** The classes of a button, for `<button>` and for links that look like one. */
export function buttonStyles(variant: Variant = 'primary', size: Size = 'md'): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-semibold tracking-wide transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant;
  size?: Size;
  /** While true the button is disabled and shows (and is named) `pendingLabel` ("Saving…"). */
  pending?: boolean;
  pendingLabel?: string;
};

export function Button({
  variant,
  size,
  className,
  type = 'button',
  pending = false,
  pendingLabel = 'Saving…',
  disabled,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(buttonStyles(variant, size), className)}
      {...props}
      aria-label={pending ? undefined : props['aria-label']}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
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
      size="sm"
      pendingLabel="Deleting…"
      aria-label={`Delete ${name}`}
    >
      Delete
    </Button>
  );
}
