import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/components/ui/link';
import {
  seriesEmailInputSchema,
  updateSeriesEmailInputSchema,
  type MailingList,
  type SeriesEmail,
  type SeriesEmailInput,
  type UpdateSeriesEmailInput,
} from '@ministry/contracts';
import { Button, DeleteButton, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyPanel } from '@/components/ui/status-panel';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { cmsTitle } from '../../lib/cms-title';
import { useConfirm } from '../../lib/confirm-dialog';
import { useCurrentUser } from '../../lib/current-user';
import { mailingListsQueryOptions } from '../../lib/newsletters-query';
import {
  seriesEmailsQueryOptions,
  useCreateSeriesEmail,
  useDeleteSeriesEmail,
  useUpdateSeriesEmail,
} from '../api/series-emails';

const labels = { day: 'Day', subject: 'Subject', body: 'Text' };
const createResolver = labelledResolver(zodResolver(seriesEmailInputSchema), labels);
const updateResolver = labelledResolver(zodResolver(updateSeriesEmailInputSchema), labels);

const ANCHORS: Record<NonNullable<MailingList['anchor']>, string> = {
  'clean-monday': 'Clean Monday',
  'nativity-fast': 'the first day of the Nativity Fast',
};

/**
 * `/admin/newsletters/series`: the texts of each seasonal series, one per day (day 1 on the
 * series' anchor, on each subscriber's own calendar). Staff read them; admins write them.
 */
export function SeriesPage() {
  const lists = useQuery(mailingListsQueryOptions());
  const series = (lists.data ?? []).filter((list) => list.kind === 'series');
  const [chosen, setChosen] = useState('');
  const current = series.find((list) => list.id === chosen) ?? series[0];

  return (
    <>
      <PageHeader
        align="start"
        title="Series texts"
        documentTitle={cmsTitle('Series texts')}
        lead="The emails of each seasonal series, one per day of the season."
        actions={
          <Link to="/admin/newsletters" className={buttonStyles('secondary', 'sm')}>
            All emails
          </Link>
        }
      />
      <QueryError title="Failed to fetch the lists." error={lists.error} />
      {lists.isPending ? <Loading label="Loading lists…" /> : null}
      {lists.data && series.length === 0 ? (
        <EmptyPanel title="No seasonal series">A series is a list of the kind “series”.</EmptyPanel>
      ) : null}
      {current ? (
        <>
          <div className="mb-6 max-w-sm">
            <FormField label="Series">
              <Select value={current.id} onChange={(event) => setChosen(event.target.value)}>
                {series.map((list) => (
                  <option key={list.id} value={list.id}>
                    {list.name}
                  </option>
                ))}
              </Select>
            </FormField>
            {current.anchor ? (
              <p className="mt-2 text-xs text-ink-500">
                Day 1 is sent on {ANCHORS[current.anchor]}, on each subscriber&apos;s own calendar.
              </p>
            ) : null}
          </div>
          <SeriesTexts key={current.id} list={current} />
        </>
      ) : null}
    </>
  );
}

function SeriesTexts({ list }: { list: MailingList }) {
  const { isAdmin } = useCurrentUser();
  const texts = useQuery(seriesEmailsQueryOptions(list.id));
  const days = [...(texts.data ?? [])].sort((a, b) => a.day - b.day);
  const nextDay = (days.at(-1)?.day ?? 0) + 1;
  return (
    <div className="grid gap-6">
      <QueryError title="Failed to fetch the series texts." error={texts.error} />
      {texts.isPending ? <Loading label="Loading the texts…" /> : null}
      {texts.data && days.length === 0 ? (
        <p className="text-sm text-ink-700">No texts yet: nothing of {list.name} is sent.</p>
      ) : null}
      {days.map((email) => (
        <SeriesEmailForm key={email._id} email={email} canEdit={isAdmin} />
      ))}
      {isAdmin && nextDay <= 60 ? (
        <NewSeriesEmailForm key={nextDay} list={list.id} day={nextDay} />
      ) : null}
    </div>
  );
}

function SeriesEmailForm({ email, canEdit }: { email: SeriesEmail; canEdit: boolean }) {
  const update = useUpdateSeriesEmail();
  const deletion = useDeleteSeriesEmail();
  const { confirm, dialog } = useConfirm();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UpdateSeriesEmailInput>({
    resolver: updateResolver,
    values: { subject: email.subject, body: email.body },
  });

  async function save(input: UpdateSeriesEmailInput) {
    try {
      await update.mutateAsync({ id: email._id, input });
    } catch (error) {
      if (!setServerErrors(error, setError, { labels }))
        setError('root.server', { message: messageOr(error, 'Failed to save.') });
    }
  }

  async function remove() {
    if (await confirm(`Delete day ${email.day}, “${email.subject}”?`)) deletion.mutate(email._id);
  }

  return (
    <Card variant="panel" title={`Day ${email.day}`} as="section">
      {dialog}
      <form onSubmit={handleSubmit(save)} className="grid gap-4" aria-label={`Day ${email.day}`}>
        <ErrorAlert messages={[errors.root?.server?.message]} />
        <FormField label="Subject" error={errors.subject?.message}>
          <Input readOnly={!canEdit} {...register('subject')} />
        </FormField>
        <FormField label="Text" hint="Markdown." error={errors.body?.message}>
          <Textarea rows={6} readOnly={!canEdit} {...register('body')} />
        </FormField>
        {canEdit ? (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" size="sm" pending={isSubmitting} disabled={!isDirty}>
              Save day {email.day}
            </Button>
            <DeleteButton
              name={`day ${email.day}`}
              pending={deletion.isPending}
              disabled={deletion.isPending}
              onClick={() => void remove()}
            />
          </div>
        ) : null}
      </form>
    </Card>
  );
}

function NewSeriesEmailForm({ list, day }: { list: string; day: number }) {
  const create = useCreateSeriesEmail();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SeriesEmailInput>({
    resolver: createResolver,
    defaultValues: { list, day, subject: '', body: '' },
  });

  async function add(input: SeriesEmailInput) {
    try {
      await create.mutateAsync(input);
      reset();
    } catch (error) {
      if (!setServerErrors(error, setError, { labels }))
        setError('root.server', { message: messageOr(error, 'Failed to add.') });
    }
  }

  return (
    <Card variant="panel" title="Add a day" as="section">
      <form onSubmit={handleSubmit(add)} className="grid gap-4" aria-label="Add a day">
        <ErrorAlert messages={[errors.root?.server?.message]} />
        <div className="max-w-32">
          <FormField label="Day" error={errors.day?.message}>
            <Input type="number" min={1} max={60} {...register('day', { valueAsNumber: true })} />
          </FormField>
        </div>
        <FormField label="Subject" error={errors.subject?.message}>
          <Input {...register('subject')} />
        </FormField>
        <FormField label="Text" hint="Markdown." error={errors.body?.message}>
          <Textarea rows={6} {...register('body')} />
        </FormField>
        <div>
          <Button type="submit" size="sm" pending={isSubmitting}>
            Add the day
          </Button>
        </div>
      </form>
    </Card>
  );
}
