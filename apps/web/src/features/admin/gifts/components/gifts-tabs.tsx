import { AdminTabs } from '../../lib/admin-tabs';

const TABS = [
  { to: '/admin/gifts', label: 'Gifts', end: true },
  { to: '/admin/gifts/donors', label: 'Donors', end: false },
  { to: '/admin/gifts/prayer-names', label: 'Names for prayer', end: false },
];

/**
 * "Gifts · Donors · Names for prayer" under the gifts screens' heading: the same money by gift or
 * by donor, and the names given with it.
 */
export function GiftsTabs() {
  return <AdminTabs label="Gifts views" tabs={TABS} />;
}
