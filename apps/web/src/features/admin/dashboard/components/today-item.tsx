import type { ReactNode } from 'react';
import { Link } from '@/components/ui/link';

interface TodayItemProps {
  label: string;
  /** Where the owner deals with it. */
  to: string;
  /** The figure; undefined while it loads, null when it could not be read. */
  value: string | number | null | undefined;
  /** A line under the figure: the oldest order, the first scheduled post… */
  detail?: ReactNode;
  /** Something to do (a count above zero): marked so the eye finds it. */
  due?: boolean;
}

/** One line of the owner's day: what it is, how many, and a link to where it is done. */
export function TodayItem({ label, to, value, detail, due = false }: TodayItemProps) {
  const shown = value === undefined ? '…' : value === null ? '—' : String(value);
  return (
    <li
      className={`flex items-start gap-4 rounded-lg border bg-parchment-50 px-4 py-3 shadow-sm ${
        due ? 'border-gold-500 border-l-4' : 'border-parchment-300'
      }`}
    >
      <span
        className="min-w-[3ch] font-serif text-3xl leading-none font-semibold text-burgundy-900"
        aria-busy={value === undefined || undefined}
      >
        {shown}
      </span>
      <span className="min-w-0 flex-1 text-sm">
        <Link
          to={to}
          className="font-semibold text-ink-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-burgundy-700"
        >
          {label}
        </Link>
        {detail ? <span className="mt-0.5 block text-ink-700">{detail}</span> : null}
      </span>
    </li>
  );
}
