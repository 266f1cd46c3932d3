import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  copiesSentInputSchema,
  type CopiesSentInput,
  type CopyPoolAdmin,
  type ParsedCopiesSentInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { AdminsOnly } from '../../components/admins-only';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import { copyPoolsQueryOptions, useRecordCopiesSent } from '../api/copy-pools';
import { CopyPoolsEditor } from './copy-pools-editor';
import { GiftsTabs } from './gifts-tabs';

const TITLE = 'Sponsored copies';

/**
 * `/admin/gifts/sponsored-copies` (admins): each pool's copies sponsored, sent and waiting, a
 * form to record copies sent (the server refuses more than are waiting), and what was sent.
 */
export function SponsoredCopiesPage() {
  const { isAdmin } = useCurrentUser();
  if (!isAdmin) return <AdminsOnly title={TITLE} sentence="Gifts are managed by an admin." />;
  return <SponsoredCopiesScreen />;
}

function SponsoredCopiesScreen() {
  const pools = useQuery(copyPoolsQueryOptions());
  return (
    <>
      <PageHeader
        align="start"
        title={TITLE}
        documentTitle={cmsTitle(TITLE)}
        lead="Copies donors sponsored, and where you sent them. Copies sent go to the oldest gifts first, and each donor sees how many of theirs have gone."
      />
      <GiftsTabs />
      <QueryError title="Failed to fetch the pools." error={pools.error} />
      {pools.data ? (
        <>
          {pools.data.pools.map((pool) => (
            <PoolCard key={pool.id} pool={pool} />
          ))}
          <CopyPoolsEditor pools={pools.data.pools} />
        </>
      ) : pools.isPending ? (
        <Loading label="Loading pools…" />
      ) : null}
    </>
  );
}

const copiesWord = (copies: number) => `${copies} ${copies === 1 ? 'copy' : 'copies'}`;

function PoolCard({ pool }: { pool: CopyPoolAdmin }) {
  return (
    <Card
      variant="panel"
      title={`${pool.name}${pool.retired ? ' (retired)' : ''}`}
      className="mb-8"
    >
      <dl className="mb-4 grid grid-cols-3 gap-3 text-center">
        {(
          [
            ['Sponsored', pool.sponsored],
            ['Sent', pool.sent],
            ['Waiting', pool.waiting],
          ] as const
        ).map(([label, value]) => (
          <div key={label} className="rounded-md border border-parchment-300 bg-white p-2">
            <dt className="text-sm text-ink-700">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <RecordSentForm pool={pool} />
      <h3 className="mt-6 mb-2 font-semibold">Sent</h3>
      {pool.shipments.length === 0 ? (
        <p className="text-sm text-ink-500">No copies have been sent from this pool yet.</p>
      ) : (
        <ul aria-label={`Copies sent from ${pool.name}`} className="grid gap-1 text-sm">
          {pool.shipments.map((shipment) => (
            <li key={shipment.recordedAt + shipment.sentTo}>
              {shipment.sentOn}: {copiesWord(shipment.copies)} to {shipment.sentTo}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const labels = { copies: 'Copies', sentTo: 'Sent to', sentOn: 'Date' };
const resolver = labelledResolver(zodResolver(copiesSentInputSchema), labels);
const today = () => new Date().toISOString().slice(0, 10);

function RecordSentForm({ pool }: { pool: CopyPoolAdmin }) {
  const record = useRecordCopiesSent();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<CopiesSentInput, unknown, ParsedCopiesSentInput>({
    resolver,
    defaultValues: { sentTo: '', sentOn: today() },
  });

  async function onSubmit(input: ParsedCopiesSentInput) {
    setFailure(null);
    setDone(null);
    try {
      await record.mutateAsync({ poolId: pool.id, ...input });
      setDone(`${copiesWord(input.copies)} to ${input.sentTo} recorded.`);
      reset({ sentTo: '', sentOn: input.sentOn });
    } catch (error) {
      // A 409 (more than are waiting) is about the whole recording, said as the server words it.
      if (!setServerErrors(error, setError, { labels })) {
        setFailure(messageOr(error, 'Failed to record the copies sent.'));
      }
    }
  }

  return (
    <form
      onSubmit={handleSubmit(onSubmit)}
      aria-label={`Record copies sent from ${pool.name}`}
      className="grid gap-3 sm:grid-cols-[8rem_1fr_10rem] sm:items-start"
    >
      <FormField label="Copies" density="compact" error={errors.copies?.message}>
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...register('copies', { valueAsNumber: true })}
        />
      </FormField>
      <FormField
        label="Sent to"
        hint="e.g. St. Dismas prison ministry, Ohio"
        density="compact"
        error={errors.sentTo?.message}
      >
        <Input {...register('sentTo')} />
      </FormField>
      <FormField label="Date" density="compact" error={errors.sentOn?.message}>
        <Input type="date" {...register('sentOn')} />
      </FormField>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
        <Button
          type="submit"
          size="sm"
          disabled={pool.waiting === 0}
          pending={isSubmitting}
          pendingLabel="Recording…"
        >
          Record copies sent
        </Button>
        {pool.waiting === 0 ? (
          <p className="text-sm text-ink-500">No copies are waiting to be sent.</p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm text-ink-700">
            {done}
          </p>
        ) : null}
      </div>
      <div className="sm:col-span-3">
        <ErrorAlert messages={[failure]} />
      </div>
    </form>
  );
}
