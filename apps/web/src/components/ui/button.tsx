import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn';

type Variant = 'primary' | 'secondary' | 'gold' | 'ghost';
type Size = 'sm' | 'md' | 'lg';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-burgundy-700 text-parchment-50 shadow-sm hover:bg-burgundy-800 active:bg-burgundy-900',
  secondary:
    'border border-burgundy-700/40 bg-parchment-50 text-burgundy-800 hover:border-burgundy-700 hover:bg-burgundy-50',
  gold: 'bg-gold-400 text-ink-900 shadow-sm hover:bg-gold-300 active:bg-gold-500',
  ghost: 'text-burgundy-800 hover:bg-burgundy-50',
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

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({ variant, size, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonStyles(variant, size), className)} {...props} />;
}
