import type { Donor } from '@ministry/contracts';
import { formatAmount } from '@/lib/format';

/** Whole cents as the admin reads money ("$1,250.00"). */
export const formatCents = (cents: number) => formatAmount(cents / 100);

/**
 * Who the donor is to the owner: "Anonymous" when every gift was given so (with the name the
 * checkout took, which the public never sees), else that name, or nothing known.
 */
export function donorName(donor: Pick<Donor, 'name' | 'anonymous'>): string {
  if (donor.anonymous) return donor.name ? `Anonymous (${donor.name})` : 'Anonymous';
  return donor.name ?? 'No name given';
}

/** A donor page's heading: who they are, or their address when no name is known. */
export const donorHeading = (donor: Pick<Donor, 'name' | 'anonymous' | 'email'>): string =>
  donor.anonymous || donor.name ? donorName(donor) : donor.email;

/** "$15.00 a month", "Cancelled ($15.00 a month)" or "None". */
export function monthlyText({ monthly }: Pick<Donor, 'monthly'>): string {
  if (monthly.status === 'none' || monthly.amountCents === null) return 'None';
  const amount = `${formatCents(monthly.amountCents)} a month`;
  return monthly.status === 'active' ? amount : `Cancelled (${amount})`;
}

/** `/admin/gifts/donors/<address>`: a donor's own page. */
export const donorPath = (email: string) => `/admin/gifts/donors/${encodeURIComponent(email)}`;
