import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';

const TABS = [
  { to: '/admin/gifts', label: 'Gifts', end: true },
  { to: '/admin/gifts/donors', label: 'Donors', end: false },
];

/** "Gifts · Donors" under the gifts screens' heading: the same money by gift or by donor. */
export function GiftsTabs() {
  return (
    <nav aria-label="Gifts views" className="mb-6 border-b border-parchment-300">
      <ul className="-mb-px flex gap-4">
        {TABS.map((tab) => (
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
