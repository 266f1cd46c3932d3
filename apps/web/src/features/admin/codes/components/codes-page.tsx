import { useQuery } from '@tanstack/react-query';
import { describeCodeWindow, describeDiscount, type DiscountCode } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';
import { AdminsOnly } from '../../components/admins-only';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import { codesQueryOptions, useSetCodePaused } from '../api/codes';
import { NewCode } from './new-code';

/** `/admin/codes` (admins): the discount codes, their uses, a new code, pausing one. */
export function CodesPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) {
    return <AdminsOnly title="Discount codes" sentence="Codes are managed by an admin." />;
  }
  return (
    <>
      <PageHeader
        align="start"
        title="Discount codes"
        documentTitle={cmsTitle('Discount codes')}
        lead="Codes buyers type at checkout: a percent or an amount off, or free shipping, for days you choose or a season of the Church year."
      />
      <NewCode />
      <CodesList />
    </>
  );
}

function CodesList() {
  const codes = useQuery(codesQueryOptions());
  const setPaused = useSetCodePaused();
  if (codes.error) return <QueryError title="Failed to fetch the codes." error={codes.error} />;
  if (!codes.data) return <Loading label="Loading codes…" />;
  if (codes.data.codes.length === 0) {
    return (
      <Card variant="panel">
        <p className="text-ink-700">No codes yet. The first one you make appears here.</p>
      </Card>
    );
  }
  return (
    <DataTable caption="Codes" columns={['Code', 'Gives', 'When', 'Uses', 'Status', '']}>
      {codes.data.codes.map((code) => (
        <DataRow key={code.id}>
          <DataCell label="Code" className="font-mono font-semibold text-ink-900">
            {code.code}
            {code.description && (
              <span className="block font-sans text-xs font-normal text-ink-500">
                {code.description}
              </span>
            )}
          </DataCell>
          <DataCell label="Gives">
            {describeDiscount(code)}
            {code.minimumOrder !== null && (
              <span className="block text-xs text-ink-500">
                on orders from ${code.minimumOrder.toFixed(2)}
              </span>
            )}
          </DataCell>
          <DataCell label="When">
            {code.window ? describeCodeWindow(code.window) : 'Any day'}
          </DataCell>
          <DataCell label="Uses" className="tabular-nums">
            {usesWords(code)}
            {code.used > 0 && (
              <Link
                to={`/admin/orders?code=${encodeURIComponent(code.code)}`}
                className="block text-sm font-semibold text-burgundy-800 underline-offset-4 hover:underline"
                aria-label={`Orders that used ${code.code}`}
              >
                See the orders
              </Link>
            )}
          </DataCell>
          <DataCell label="Status">{code.paused ? 'Paused' : 'Active'}</DataCell>
          <DataCell label="Change">
            <Button
              variant="secondary"
              size="sm"
              disabled={setPaused.isPending}
              aria-label={`${code.paused ? 'Resume' : 'Pause'} ${code.code}`}
              onClick={() => setPaused.mutate({ id: code.id, paused: !code.paused })}
            >
              {code.paused ? 'Resume' : 'Pause'}
            </Button>
          </DataCell>
        </DataRow>
      ))}
    </DataTable>
  );
}

/** "3 of 100 used, 1 at checkout now; 1 each" */
function usesWords(code: DiscountCode): string {
  const used = code.maxUses === null ? `${code.used} used` : `${code.used} of ${code.maxUses} used`;
  const held = code.held > 0 ? `, ${code.held} at checkout now` : '';
  const each = code.maxUsesPerBuyer === null ? '' : `; ${code.maxUsesPerBuyer} per buyer`;
  return used + held + each;
}
