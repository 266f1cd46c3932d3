import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createPearlInputSchema, type CreatePearlInput, type Pearl } from '@ministry/contracts';
import { Button, DeleteButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { SeasonTagsField } from '@/components/ui/season-tags-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { getToken } from '@/lib/auth-storage';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { truncate } from '@/lib/format';
import { cmsTitle } from '../../lib/cms-title';
import { type OutcomeLink, useClearedByPageChanges, useRowDelete } from '../../lib/latest-outcome';
import {
  adminPearlsQueryOptions,
  useCreatePearl,
  useDeletePearl,
  useUpdatePearl,
} from '../api/pearls';

export const DELETE_PEARL_CONFIRMATION = 'Delete this pearl?';

/** The search box's words, trimmed. */
const searchText = (form: HTMLFormElement) => {
  const q = new FormData(form).get('q');
  return typeof q === 'string' ? q.trim() : '';
};

const labels = {
  title: 'Saint or source',
  body: 'Words',
  book: 'Book',
  seasons: 'Seasons and feasts',
};
const resolver = labelledResolver(zodResolver(createPearlInputSchema), labels);

interface PearlFormProps extends OutcomeLink {
  pearl?: Pearl;
  onDone: () => void;
}

/** A pearl's title, its words and the book they come from; new or edited. */
function PearlForm({ pearl, onDone, onSubmitStart, pageChanges = 0 }: PearlFormProps) {
  const createPearl = useCreatePearl();
  const updatePearl = useUpdatePearl();
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    clearErrors,
    setError,
  } = useForm<z.input<typeof createPearlInputSchema>, unknown, CreatePearlInput>({
    resolver,
    defaultValues: {
      title: pearl?.title ?? '',
      body: pearl?.body ?? '',
      book: pearl?.book ?? '',
      seasons: pearl?.seasons ?? [],
    },
  });
  useClearedByPageChanges(clearErrors, pageChanges);

  async function save(values: CreatePearlInput) {
    const book = values.book?.trim() ? values.book : undefined;
    try {
      if (pearl) {
        await updatePearl.mutateAsync({
          id: pearl._id,
          changes: {
            title: values.title,
            body: values.body,
            book: book ?? null,
            seasons: values.seasons,
          },
        });
      } else {
        await createPearl.mutateAsync({
          title: values.title,
          body: values.body,
          book,
          seasons: values.seasons,
        });
        reset({ title: '', body: '', book: '', seasons: [] });
      }
      onDone();
    } catch (failure) {
      if (!setServerErrors(failure, setError, { labels })) {
        setError('root.server', {
          message: messageOr(failure, pearl ? 'Failed to update pearl' : 'Failed to add pearl'),
        });
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmitStart?.();
    void handleSubmit(save)(event);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Saint or source" density="compact" required error={errors.title?.message}>
          <Input {...register('title')} maxLength={200} required />
        </FormField>
        <FormField
          label="Book"
          density="compact"
          hint="Where the words come from."
          error={errors.book?.message}
        >
          <Input {...register('book')} maxLength={200} />
        </FormField>
      </div>
      <FormField label="Words" density="compact" required error={errors.body?.message}>
        <Textarea {...register('body')} rows={4} maxLength={5000} required />
      </FormField>
      <Controller
        control={control}
        name="seasons"
        render={({ field }) => (
          <SeasonTagsField
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.seasons?.message}
          />
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={isSubmitting}>
          {pearl ? 'Save Pearl' : 'Add Pearl'}
        </Button>
        {pearl ? (
          <Button size="sm" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** `/admin/pearls`: the short quotations of the sidebar and the pearls page. */
export function PearlsPage() {
  const [hasToken] = useState(() => Boolean(getToken()));
  const [q, setQ] = useState('');
  const pearls = useQuery({ ...adminPearlsQueryOptions(q), enabled: hasToken });
  const deletion = useDeletePearl();
  const [editing, setEditing] = useState<Pearl | null>(null);
  const { remove, formOutcome, dialog } = useRowDelete(deletion, {
    confirmation: DELETE_PEARL_CONFIRMATION,
  });

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setQ(searchText(event.currentTarget));
  }

  return (
    <>
      <PageHeader
        align="start"
        title="Manage Pearls"
        documentTitle={cmsTitle('Manage Pearls')}
        lead="Orthodox Pearls: short quotations from the Fathers and the Scriptures."
      />
      <ErrorAlert messages={[hasToken ? null : 'Unauthorized: No token found.']} />
      {dialog}
      <QueryError title="Failed to fetch pearls." error={pearls.error} />
      <Card variant="panel" className="mb-6">
        <h2 className="mb-3 font-serif text-lg font-semibold text-burgundy-900">
          {editing ? `Edit “${editing.title}”` : 'New pearl'}
        </h2>
        <PearlForm
          key={editing?._id ?? 'new'}
          pearl={editing ?? undefined}
          onDone={() => setEditing(null)}
          {...formOutcome}
        />
      </Card>
      <form role="search" onSubmit={search} className="mb-4 flex flex-wrap items-end gap-3">
        <FormField label="Search pearls" density="compact" className="min-w-52 flex-1">
          <Input name="q" type="search" placeholder="Title, book or words" />
        </FormField>
        <Button type="submit" size="sm" variant="secondary">
          Search
        </Button>
      </form>
      {pearls.isLoading ? <Loading label="Loading pearls…" /> : null}
      {pearls.data && pearls.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          {q ? 'No pearls match.' : 'No pearls yet.'}
        </p>
      ) : null}
      {pearls.data && pearls.data.length > 0 ? (
        <DataTable caption="Pearls" columns={['Title', 'Words', 'Book', 'Actions']}>
          {pearls.data.map((pearl) => (
            <DataRow key={pearl._id}>
              <DataCell label="Title" className="font-medium text-ink-900">
                {pearl.title}
              </DataCell>
              <DataCell label="Words">{truncate(pearl.body, 90)}</DataCell>
              <DataCell label="Book">{pearl.book ?? ''}</DataCell>
              <DataCell label="Actions">
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Edit ${pearl.title}`}
                    onClick={() => {
                      setEditing(pearl);
                      window.scrollTo({ top: 0 });
                    }}
                  >
                    Edit
                  </Button>
                  <DeleteButton
                    name={pearl.title}
                    pending={deletion.isPending && deletion.variables === pearl._id}
                    disabled={deletion.isPending}
                    onClick={() => remove(pearl._id)}
                  />
                </div>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
