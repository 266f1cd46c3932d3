import { useId, type CSSProperties, type ReactNode } from 'react';
import { cn } from './cn';

/** Cards enter one after another in groups of four, 75 ms apart. */
export const STAGGER_CYCLE = 4;
export const STAGGER_STEP_MS = 75;

export const staggerDelay = (index: number): CSSProperties => ({
  animationDelay: `${(index % STAGGER_CYCLE) * STAGGER_STEP_MS}ms`,
});

const VARIANTS = {
  /** The storefront's cards: a lifted tile whose content sets its own padding. */
  raised:
    'flex flex-col overflow-hidden rounded-lg border border-parchment-300 bg-parchment-50 shadow-[0_1px_2px_rgb(66_14_23/0.06),0_8px_24px_-12px_rgb(66_14_23/0.18)]',
  /** The admin's panels: flat and padded, around a form or a group of settings. */
  panel: 'rounded-lg border border-parchment-300 bg-parchment-50 p-5 shadow-sm',
} as const;

interface CardProps {
  children: ReactNode;
  className?: string;
  variant?: keyof typeof VARIANTS;
  /** A heading for the card; it also names the card, which is then a section. */
  title?: string;
  /** Position in a grid: sets the entrance animation's delay. */
  index?: number;
  as?: 'article' | 'li' | 'div' | 'section';
}

export function Card({
  children,
  className,
  variant = 'raised',
  title,
  index,
  as = title ? 'section' : 'article',
}: CardProps) {
  const Tag = as;
  const headingId = useId();
  return (
    <Tag
      aria-labelledby={title ? headingId : undefined}
      className={cn(
        VARIANTS[variant],
        index !== undefined && 'motion-safe:animate-rise',
        className,
      )}
      style={index !== undefined ? staggerDelay(index) : undefined}
      data-testid={index !== undefined ? 'card' : undefined}
    >
      {title ? (
        <h2 id={headingId} className="mb-4 font-serif text-xl font-semibold text-burgundy-900">
          {title}
        </h2>
      ) : null}
      {children}
    </Tag>
  );
}
