import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';
import { useCurrentUser } from '../../lib/current-user';

const TABS = [
  { to: '/admin/subscribers', label: 'People', end: true, adminOnly: false },
  { to: '/admin/subscribers/lists', label: 'Lists', end: true, adminOnly: false },
  { to: '/admin/subscribers/import', label: 'Import', end: true, adminOnly: true },
];

/** "People · Lists · Import" under the subscribers' screens' heading (Import for admins). */
export function SubscribersTabs() {
  const { isAdmin } = useCurrentUser();
  return (
    <nav aria-label="Subscribers views" className="mb-6 border-b border-parchment-300">
      <ul className="-mb-px flex gap-4">
        {TABS.filter((tab) => isAdmin || !tab.adminOnly).map((tab) => (
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
