import type { ReactNode } from 'react';

interface PageHeaderProps {
  title: string;
  description?: string;
  /** Links or buttons shown beside the title, e.g. "+ New Post". */
  actions?: ReactNode;
}

/** The page's heading and the document title (React hoists `<title>` into the head). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4 border-b border-parchment-300 pb-4">
      <title>{`${title} · CMS · Orthodox Resources`}</title>
      <div>
        <h1 className="font-serif text-3xl font-semibold text-burgundy-900">{title}</h1>
        {description ? <p className="mt-1 text-sm text-ink-500">{description}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}
