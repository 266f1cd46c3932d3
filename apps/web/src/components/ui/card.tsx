import type { CSSProperties, ReactNode } from 'react';
import { cn } from './cn';

/** Cards enter one after another in groups of four, 75 ms apart. */
export const STAGGER_CYCLE = 4;
export const STAGGER_STEP_MS = 75;

export const staggerDelay = (index: number): CSSProperties => ({
  animationDelay: `${(index % STAGGER_CYCLE) * STAGGER_STEP_MS}ms`,
});

interface CardProps {
  children: ReactNode;
  className?: string;
  /** Position in a grid: sets the entrance animation's delay. */
  index?: number;
  as?: 'article' | 'li' | 'div' | 'section';
}

export function Card({ children, className, index, as: Tag = 'article' }: CardProps) {
  return (
    <Tag
      className={cn(
        'flex flex-col overflow-hidden rounded-lg border border-parchment-300 bg-parchment-50 shadow-[0_1px_2px_rgb(66_14_23/0.06),0_8px_24px_-12px_rgb(66_14_23/0.18)]',
        index !== undefined && 'motion-safe:animate-rise',
        className,
      )}
      style={index !== undefined ? staggerDelay(index) : undefined}
      data-testid={index !== undefined ? 'card' : undefined}
    >
      {children}
    </Tag>
  );
}
