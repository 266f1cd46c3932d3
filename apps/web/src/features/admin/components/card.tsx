import { useId, type ReactNode } from 'react';

interface CardProps {
  /** A heading for the card; its id labels the section. */
  title?: string;
  children: ReactNode;
  className?: string;
}

export function Card({ title, children, className = '' }: CardProps) {
  const id = useId();
  const headingId = title ? id : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border border-parchment-300 bg-parchment-50 p-5 shadow-sm ${className}`}
    >
      {title ? (
        <h2 id={headingId} className="mb-4 font-serif text-xl font-semibold text-burgundy-900">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}
