import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';

const TABS = [
  { to: '/admin/gifts', label: 'Gifts', end: true },
  { to: '/admin/gifts/donors', label: 'Donors', end: false },
];

/** "Gifts · Donors" under the gifts screens' heading: the same money by gift or by donor. */
export function GiftsTabs() {
  return (
    <nav aria-label="Gifts views" className="mb-6">
      <ul className="flex gap-2">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                cn(
                  'inline-block rounded-full border px-3 py-1 text-sm font-medium',
                  isActive
                    ? 'border-burgundy-700 bg-burgundy-700 text-parchment-50'
                    : 'border-parchment-400 bg-parchment-50 text-burgundy-800 hover:border-burgundy-700',
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
