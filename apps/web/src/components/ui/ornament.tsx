import { cn } from './cn';

/** A thin gold rule with a small cross in the middle, between a heading and its text. */
export function Ornament({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex items-center gap-3 text-gold-500', className)}>
      <span className="h-px w-12 bg-gradient-to-r from-transparent to-gold-400" />
      <svg viewBox="0 0 24 32" className="h-5 w-4" fill="currentColor">
        <rect x="10.5" y="0" width="3" height="32" rx="1" />
        <rect x="6" y="5" width="12" height="2.4" rx="1" />
        <rect x="2" y="11" width="20" height="2.6" rx="1" />
        <rect x="6" y="22" width="12" height="2.4" rx="1" transform="rotate(18 12 23)" />
      </svg>
      <span className="h-px w-12 bg-gradient-to-l from-transparent to-gold-400" />
    </div>
  );
}
