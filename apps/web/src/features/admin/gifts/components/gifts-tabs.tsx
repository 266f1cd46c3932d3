import { AdminTabs } from '../../lib/admin-tabs';

const TABS = [
  { to: '/admin/gifts', label: 'Gifts', end: true },
  { to: '/admin/gifts/donors', label: 'Donors', end: false },
  { to: '/admin/gifts/prayer-names', label: 'Names for prayer', end: false },
  { to: '/admin/gifts/sponsored-copies', label: 'Sponsored copies', end: false },
];

/**
 * "Gifts · Donors · Names for prayer · Sponsored copies" under the gifts screens' heading: the
 * same money by gift or by donor, the names given with it, and the copies it sponsored.
 */
export function GiftsTabs() {
  return <AdminTabs label="Gifts views" tabs={TABS} />;
}
