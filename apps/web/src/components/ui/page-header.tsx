import type { ReactNode } from 'react';
import { Ornament } from './ornament';

interface PageHeaderProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  eyebrow?: string;
}

/** The heading block every page opens with. */
export function PageHeader({ title, lead, eyebrow }: PageHeaderProps) {
  return (
    <header className="mb-10 flex flex-col items-center text-center">
      {eyebrow && (
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.25em] text-gold-600">
          {eyebrow}
        </p>
      )}
      <h1 className="text-4xl leading-tight sm:text-5xl">{title}</h1>
      <Ornament className="mt-4" />
      {lead && <div className="mt-4 max-w-2xl text-lg text-ink-700">{lead}</div>}
    </header>
  );
}
