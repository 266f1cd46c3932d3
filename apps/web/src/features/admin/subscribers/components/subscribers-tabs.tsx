import { AdminTabs } from '../../lib/admin-tabs';
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
    <AdminTabs label="Subscribers views" tabs={TABS.filter((tab) => isAdmin || !tab.adminOnly)} />
  );
}
