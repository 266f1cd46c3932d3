import { NavLink } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';

export interface AdminTab {
  to: string;
  label: string;
  /** Matches only this address, not the addresses under it. */
  end: boolean;
}

/** The views of one admin screen as tabs under its heading ("Gifts · Donors"). */
export function AdminTabs({ label, tabs }: { label: string; tabs: AdminTab[] }) {
  return (
    <nav aria-label={label} className="mb-6 border-b border-parchment-300">
      <ul className="-mb-px flex gap-4">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'inline-block border-b-2 px-1 pb-2 font-medium',
                  isActive
                    ? 'border-burgundy-700 text-burgundy-900'
                    : 'border-transparent text-ink-700 hover:border-parchment-400 hover:text-burgundy-800',
                )
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
