import type { ReactNode } from 'react';
import { Button } from './button';
import { cn } from './cn';

interface ErrorPanelProps {
  title: string;
  /** What could not be done, in the page's words. */
  message?: string;
  /** The error itself, as the call reported it. */
  error?: Error;
  onRetry?: () => void;
  className?: string;
}

/** A failed load: a heading, what went wrong and, when it can help, a way to try again. */
export function ErrorPanel({ title, message, error, onRetry, className }: ErrorPanelProps) {
  return (
    <div
      role="alert"
      className={cn(
        'rounded-lg border border-burgundy-500/30 bg-burgundy-50 px-6 py-8 text-center',
        className,
      )}
    >
      <h2 className="text-2xl">{title}</h2>
      {message && <p className="mt-2 text-ink-700">{message}</p>}
      {error && <p className="mt-1 text-sm font-medium text-burgundy-600">{error.message}</p>}
      {onRetry && (
        <Button variant="secondary" size="sm" className="mt-5" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}

interface EmptyPanelProps {
  title: string;
  children?: ReactNode;
  className?: string;
}

/** Nothing to show yet: a heading and, often, what is coming. */
export function EmptyPanel({ title, children, className }: EmptyPanelProps) {
  return (
    <section
      aria-label={title}
      className={cn(
        'rounded-lg border border-dashed border-gold-400 bg-parchment-50/80 px-6 py-10 text-center',
        className,
      )}
    >
      <h2 className="text-2xl">{title}</h2>
      {children && <div className="mx-auto mt-3 max-w-2xl text-ink-700">{children}</div>}
    </section>
  );
}

/** A list of titles being prepared, shown in an empty panel. */
export function UpcomingList({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-6 grid gap-2 text-left sm:grid-cols-2">
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-2 rounded-md bg-parchment-100 px-3 py-2 text-sm text-ink-700"
        >
          <span aria-hidden="true" className="mt-0.5 text-gold-500">
            ✦
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
