import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { Donor, DonorPledge } from '@ministry/contracts';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { AdminsOnly } from '../../components/admins-only';
import { useCurrentUser } from '../../lib/current-user';
import { cmsTitle } from '../../lib/cms-title';
import { useAdminTime } from '../../lib/owner-time-zone';
import { donorQueryOptions } from '../api/get-donors';
import { donorHeading, formatCents, monthlyText } from './donor-text';
import { GiftsTable } from './gifts-table';

const FIGURE = 'rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm';

function DonorFigures({ donor }: { donor: Donor }) {
  const { day } = useAdminTime();
  const figures: [string, string][] = [
    ['This year', formatCents(donor.yearCents)],
    ['All time', formatCents(donor.totalCents)],
    ['Monthly', monthlyText(donor)],
    ['Last gift', day(donor.lastGiftAt)],
    ['Receipts sent', `${donor.receiptsSent} of ${donor.giftCount}`],
  ];
  return (
    <dl className="mb-8 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className={FIGURE}>
          <dt className="text-sm font-semibold text-ink-700">{label}</dt>
          <dd className="mt-1 text-xl text-ink-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PledgesTable({ pledges }: { pledges: DonorPledge[] }) {
  const { day } = useAdminTime();
  return (
    <DataTable caption="Monthly gifts" columns={['Started', 'Amount', 'Fund', 'Status']}>
      {pledges.map((pledge) => (
        <DataRow key={pledge.id}>
          <DataCell label="Started">{day(pledge.startedAt)}</DataCell>
          <DataCell label="Amount">{`${formatCents(pledge.amountCents)} a month`}</DataCell>
          <DataCell label="Fund">{pledge.fund ?? 'Where most needed'}</DataCell>
          <DataCell label="Status">
            {pledge.status === 'active' ? 'Active' : `Cancelled ${day(pledge.cancelledAt)}`.trim()}
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** `/admin/gifts/donors/:email` (admins): one donor's figures, monthly gifts and every gift. */
export function DonorPage({ email }: { email: string }) {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title="Donor" sentence="Gifts are managed by an admin." />;
  return <DonorScreen email={email} />;
}

function DonorScreen({ email }: { email: string }) {
  const detail = useQuery(donorQueryOptions(email));
  const back = (
    <Link to="/admin/gifts/donors" className="text-burgundy-800 underline underline-offset-4">
      ← All donors
    </Link>
  );
  if (detail.isLoading) return <Loading label="Loading donor…" />;
  if (!detail.data) {
    const missing = statusOf(detail.error) === 404;
    return (
      <>
        <PageHeader align="start" title="Donor" documentTitle={cmsTitle('Donor')} actions={back} />
        {missing ? (
          <p className="text-ink-700">No gifts have come from {email}.</p>
        ) : (
          <QueryError title="Failed to fetch the donor." error={detail.error} />
        )}
      </>
    );
  }
  const { donor, gifts, pledges } = detail.data;
  return (
    <>
      <PageHeader
        align="start"
        title={donorHeading(donor)}
        documentTitle={cmsTitle(`Donor ${donor.email}`)}
        lead={
          donor.anonymous
            ? `${donor.email} · gave anonymously: never named in public`
            : donor.name
              ? donor.email
              : undefined
        }
        actions={back}
      />
      <DonorFigures donor={donor} />
      {pledges.length > 0 ? (
        <section aria-labelledby="donor-pledges" className="mb-8">
          <h2 id="donor-pledges" className="mb-3 font-serif text-xl text-burgundy-900">
            Monthly gifts
          </h2>
          <PledgesTable pledges={pledges} />
        </section>
      ) : null}
      <section aria-labelledby="donor-gifts">
        <h2 id="donor-gifts" className="mb-3 font-serif text-xl text-burgundy-900">
          {gifts.length === 1 ? '1 gift' : `${gifts.length} gifts`}
        </h2>
        <GiftsTable gifts={gifts} donor={false} />
      </section>
    </>
  );
}
