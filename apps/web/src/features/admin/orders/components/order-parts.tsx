import type { ReactNode } from 'react';

/** One part of the order page, named by its heading (a region for assistive technology). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`order-${title}`} className="mb-8">
      <h2 id={`order-${title}`} className="mb-3 font-serif text-xl font-semibold text-burgundy-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled fact of the order's summary card (a `<dt>`/`<dd>` pair). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-ink-900">{children}</dd>
    </div>
  );
}
