import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Pearl } from '@ministry/contracts';
import { Button, DeleteButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { truncate } from '@/lib/format';
import { cmsTitle } from '../../lib/cms-title';
import { useRowDelete } from '../../lib/latest-outcome';
import { adminPearlsQueryOptions, useDeletePearl } from '../api/pearls';
import { PearlForm } from './pearl-form';

export const DELETE_PEARL_CONFIRMATION = 'Delete this pearl?';

/** The search box's words, trimmed. */
const searchText = (form: HTMLFormElement) => {
  const q = new FormData(form).get('q');
  return typeof q === 'string' ? q.trim() : '';
};

/** `/admin/pearls`: the short quotations of the sidebar and the pearls page. */
export function PearlsPage() {
  const [q, setQ] = useState('');
  const pearls = useQuery(adminPearlsQueryOptions(q));
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
