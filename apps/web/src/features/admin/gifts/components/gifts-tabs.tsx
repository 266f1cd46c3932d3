import { AdminTabs } from '../../lib/admin-tabs';

const TABS = [
  { to: '/admin/gifts', label: 'Gifts', end: true },
  { to: '/admin/gifts/donors', label: 'Donors', end: false },
];

/** "Gifts · Donors" under the gifts screens' heading: the same money by gift or by donor. */
export function GiftsTabs() {
  return <AdminTabs label="Gifts views" tabs={TABS} />;
}
