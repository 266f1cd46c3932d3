import type { ReactNode } from 'react';
import { Ornament } from './ornament';

interface PageHeaderProps {
  title: string;
  /** A line under the title. */
  lead?: ReactNode;
  eyebrow?: string;
  /** Links or buttons beside the title ("+ New Post"); for the `start` alignment. */
  actions?: ReactNode;
  /**
   * `center`: the storefront's heading with its ornament. `start`: a working screen's heading,
   * left-aligned above a rule, with its actions beside it.
   */
  align?: 'center' | 'start';
  /** The document's title, when this header sets it (React hoists `<title>` into the head). */
  documentTitle?: string;
}

/** The heading block every page opens with. */
export function PageHeader({
  title,
  lead,
  eyebrow,
  actions,
  align = 'center',
  documentTitle,
}: PageHeaderProps) {
  if (align === 'start') {
    return (
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4 border-b border-parchment-300 pb-4">
        {documentTitle ? <title>{documentTitle}</title> : null}
        <div>
          {eyebrow && (
            <p className="mb-1 text-xs font-semibold text-gold-600 uppercase">{eyebrow}</p>
          )}
          <h1
            tabIndex={-1}
            className="font-serif text-3xl font-semibold wrap-anywhere text-burgundy-900"
          >
            {title}
          </h1>
          {lead && <p className="mt-1 text-sm text-ink-500">{lead}</p>}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
    );
  }
  return (
    <header className="mb-10 flex flex-col items-center text-center">
      {documentTitle ? <title>{documentTitle}</title> : null}
      {eyebrow && (
        <p className="mb-2 text-xs font-semibold uppercase tracking-[0.25em] text-gold-600">
          {eyebrow}
        </p>
      )}
      <h1 tabIndex={-1} className="text-4xl leading-tight sm:text-5xl">
        {title}
      </h1>
      <Ornament className="mt-4" />
      {lead && <div className="mt-4 max-w-2xl text-lg text-ink-700">{lead}</div>}
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-2">{actions}</div> : null}
    </header>
  );
}
