import type { Pearl } from '@ministry/contracts';
import { NavLink } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';
import { PearlOfTheDay } from '@/features/pearls';
import { SIDEBAR_LINKS } from './nav-links';

export function Sidebar({ pearl, className }: { pearl: Pearl | null; className?: string }) {
  return (
    // Below the page on phones (see render-when-near in index.css); a column beside it on wide screens.
    <aside className={cn('render-when-near space-y-8', className)}>
      <nav
        aria-label="Resources"
        className="rounded-lg border border-parchment-300 bg-parchment-50/80 p-4 shadow-sm"
      >
        <h2 className="px-2 text-xs font-semibold tracking-[0.25em] text-gold-700 uppercase">
          Resources
        </h2>
        <ul className="mt-2 grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-1">
          {SIDEBAR_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-2 py-2 font-medium transition-colors',
                    isActive
                      ? 'bg-burgundy-700 text-parchment-50'
                      : 'text-ink-700 hover:bg-parchment-200 hover:text-burgundy-800',
                  )
                }
              >
                <span aria-hidden="true" className="text-gold-500">
                  ✦
                </span>
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <PearlOfTheDay pearl={pearl} />
    </aside>
  );
}
