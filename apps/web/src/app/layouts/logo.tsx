import { Link } from '@/components/ui/link';

/**
 * The three-bar cross and the ministry's name, leading home. The name keeps to one line from
 * 640 px up; on narrower phones it may take two, which the header's height holds.
 */
export function Logo() {
  return (
    <Link to="/" className="group flex min-w-0 items-center gap-3 rounded-md">
      <span className="flex h-11 w-11 flex-none items-center justify-center rounded-full border border-gold-400/70 bg-burgundy-900 text-gold-300 shadow-inner">
        <svg aria-hidden="true" viewBox="0 0 24 32" className="h-7 w-5" fill="currentColor">
          <rect x="10.5" y="1" width="3" height="30" rx="1" />
          <rect x="6.5" y="5" width="11" height="2.2" rx="1" />
          <rect x="2.5" y="10.5" width="19" height="2.6" rx="1" />
          <rect x="6" y="21.5" width="12" height="2.2" rx="1" transform="rotate(20 12 22.6)" />
        </svg>
      </span>
      <span className="leading-tight">
        <span className="block font-serif text-xl font-semibold text-parchment-50 group-hover:text-gold-300 sm:text-2xl sm:whitespace-nowrap">
          Orthodox Resources
        </span>
        <span className="hidden text-[0.7rem] tracking-[0.25em] whitespace-nowrap text-gold-300 uppercase sm:block">
          Tools for the Journey
        </span>
      </span>
    </Link>
  );
}
