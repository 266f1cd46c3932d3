import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  createMailingListInputSchema,
  updateMailingListInputSchema,
  type CreateMailingListInput,
  type MailingList,
  type UpdateMailingListInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { cmsTitle } from '../../lib/cms-title';
import { useCurrentUser } from '../../lib/current-user';
import { mailingListsQueryOptions } from '../../lib/newsletters-query';
import { useCreateMailingList, useUpdateMailingList } from '../api/mailing-lists';
import { kindWords } from './subscriber-words';
import { SubscribersTabs } from './subscribers-tabs';

const CHECKBOX = 'flex items-center gap-2 text-sm text-ink-900';

/** `/admin/subscribers/lists`: the owner's lists; admins add one, rename or describe one. */
export function ListsPage() {
  const { isAdmin } = useCurrentUser();
  const lists = useQuery(mailingListsQueryOptions());
  return (
    <>
      <PageHeader
        align="start"
        title="Email lists"
        documentTitle={cmsTitle('Email lists')}
        lead="What people may subscribe to. A list's id is fixed once made: it is in every link."
      />
      <SubscribersTabs />
      <QueryError title="Failed to fetch the lists." error={lists.error} />
      {lists.isLoading ? <Loading label="Loading the lists…" /> : null}
      {lists.data ? (
        <ul aria-label="Lists" className="mb-8 grid gap-3">
          {lists.data.map((list) => (
            <ListItem key={list.id} list={list} isAdmin={isAdmin} />
          ))}
        </ul>
      ) : null}
      {isAdmin ? <NewListForm /> : null}
    </>
  );
}

function ListItem({ list, isAdmin }: { list: MailingList; isAdmin: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <li className="rounded-lg border border-parchment-300 bg-parchment-50 p-4 shadow-sm">
      {editing ? (
        <EditListForm list={list} onDone={() => setEditing(false)} />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 className="font-serif text-lg font-semibold text-burgundy-900">{list.name}</h2>
            <p className="text-sm text-ink-500">
              <span className="font-mono">{list.id}</span> · {kindWords(list)} ·{' '}
              {list.public ? 'Offered on the forms' : 'Not offered on the forms'}
            </p>
            {list.description ? <p className="mt-1 text-ink-700">{list.description}</p> : null}
          </div>
          {isAdmin ? (
            <Button
              variant="secondary"
              size="sm"
              aria-label={`Edit ${list.name}`}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
        </div>
      )}
    </li>
  );
}

const editLabels = { name: 'Name', description: 'Description' };
const editResolver = labelledResolver(zodResolver(updateMailingListInputSchema), editLabels);

function EditListForm({ list, onDone }: { list: MailingList; onDone: () => void }) {
  const update = useUpdateMailingList(list.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm<UpdateMailingListInput>({
    resolver: editResolver,
    defaultValues: { name: list.name, description: list.description ?? '', public: list.public },
  });

  async function onSubmit(input: UpdateMailingListInput) {
    setFailure(null);
    try {
      await update.mutateAsync(input);
      onDone();
    } catch (error) {
      if (!setServerErrors(error, setError, { labels: editLabels })) {
        setFailure(messageOr(error, 'Failed to save the list.'));
      }
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} aria-label={`Edit ${list.name}`} className="grid gap-3">
      <FormField label="Name" density="compact" error={errors.name?.message} required>
        <Input {...register('name')} />
      </FormField>
      <FormField label="Description" density="compact" error={errors.description?.message}>
        <Input {...register('description')} />
      </FormField>
      <label className={CHECKBOX}>
        <input type="checkbox" {...register('public')} className="size-4 accent-burgundy-700" />
        Offer it on the subscribe forms
      </label>
      <ErrorAlert messages={[failure]} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" pending={isSubmitting}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const newLabels = {
  id: 'Id',
  name: 'Name',
  description: 'Description',
  kind: 'Kind',
  anchor: 'Day 1',
};
const newResolver = labelledResolver(zodResolver(createMailingListInputSchema), newLabels);
const NEW_LIST: CreateMailingListInput = {
  id: '',
  name: '',
  description: '',
  kind: 'journal',
  public: true,
};

function NewListForm() {
  const create = useCreateMailingList();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    setError,
  } = useForm<CreateMailingListInput>({ resolver: newResolver, defaultValues: NEW_LIST });
  const series = useWatch({ control, name: 'kind' }) === 'series';

  async function onSubmit(input: CreateMailingListInput) {
    setFailure(null);
    try {
      await create.mutateAsync({
        ...input,
        // Only a series has a first day; the field stays in the form when the kind changes.
        anchor: input.kind === 'series' ? input.anchor : undefined,
      });
      reset(NEW_LIST);
    } catch (error) {
      const placed = setServerErrors(error, setError, {
        labels: newLabels,
        conflictField: (message) => (/already exists/.test(message) ? 'id' : undefined),
      });
      if (!placed) setFailure(messageOr(error, 'Failed to add the list.'));
    }
  }

  return (
    <Card variant="panel" title="Add a list">
      <form
        onSubmit={handleSubmit(onSubmit)}
        aria-label="Add a list"
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField label="Name" density="compact" error={errors.name?.message} required>
          <Input {...register('name')} placeholder="Parish news" />
        </FormField>
        <FormField
          label="Id"
          density="compact"
          hint="Lower-case letters, digits and dashes; fixed once made."
          error={errors.id?.message}
          required
        >
          <Input {...register('id')} placeholder="parish-news" autoCapitalize="none" />
        </FormField>
        <FormField
          label="Description"
          density="compact"
          error={errors.description?.message}
          className="sm:col-span-2"
        >
          <Input {...register('description')} />
        </FormField>
        <FormField label="Kind" density="compact" error={errors.kind?.message}>
          <Select {...register('kind')}>
            <option value="journal">Journal posts</option>
            <option value="new-resources">New resources</option>
            <option value="series">Seasonal series</option>
          </Select>
        </FormField>
        {series ? (
          <FormField label="Day 1" density="compact" error={errors.anchor?.message}>
            <Select {...register('anchor', { setValueAs: (value: string) => value || undefined })}>
              <option value="">Choose…</option>
              <option value="clean-monday">Clean Monday (Great Lent)</option>
              <option value="nativity-fast">The Nativity Fast’s first day</option>
            </Select>
          </FormField>
        ) : null}
        <label className={`${CHECKBOX} sm:col-span-2`}>
          <input type="checkbox" {...register('public')} className="size-4 accent-burgundy-700" />
          Offer it on the subscribe forms
        </label>
        <div className="sm:col-span-2">
          <ErrorAlert messages={[failure]} />
          <Button type="submit" size="sm" pending={isSubmitting} pendingLabel="Adding…">
            Add list
          </Button>
        </div>
      </form>
    </Card>
  );
}
