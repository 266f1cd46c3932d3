import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  createCollectionInputSchema,
  type AdminCollection,
  type CreateCollectionInput,
} from '@ministry/contracts';
import { Button, DeleteButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { cmsTitle } from '../../lib/cms-title';
import { type OutcomeLink, useClearedByPageChanges, useRowDelete } from '../../lib/latest-outcome';
import { adminCollectionsQueryOptions } from '../../lib/collections-query';
import { useCreateCollection, useDeleteCollection, useUpdateCollection } from '../api/collections';
import { CollectionOrder } from './collection-order';

export const DELETE_COLLECTION_CONFIRMATION =
  'Delete this collection? Its products stay in the shop.';

const labels = { name: 'Name', slug: 'Slug', description: 'Description' };
const resolver = labelledResolver(zodResolver(createCollectionInputSchema), labels);
const conflictField = (message: string) =>
  /slug/i.test(message) ? ('slug' as const) : ('name' as const);

interface CollectionFormProps extends OutcomeLink {
  collection?: AdminCollection;
  onDone?: () => void;
}

/** Name a new collection, or rename one (its address follows only if the slug is changed). */
function CollectionForm({
  collection,
  onDone,
  onSubmitStart,
  pageChanges = 0,
}: CollectionFormProps) {
  const createCollection = useCreateCollection();
  const updateCollection = useUpdateCollection();
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    clearErrors,
    setError,
  } = useForm<CreateCollectionInput>({
    resolver,
    defaultValues: { name: collection?.name ?? '', slug: collection?.slug },
  });
  useClearedByPageChanges(clearErrors, pageChanges);

  async function save(values: CreateCollectionInput) {
    try {
      if (collection) {
        await updateCollection.mutateAsync({
          id: collection._id,
          changes: {
            name: values.name,
            ...(values.slug && values.slug !== collection.slug && { slug: values.slug }),
          },
        });
      } else {
        await createCollection.mutateAsync({ name: values.name });
        reset({ name: '' });
      }
      onDone?.();
    } catch (failure) {
      if (!setServerErrors(failure, setError, { labels, conflictField })) {
        setError('root.server', {
          message: messageOr(failure, collection ? 'Failed to rename' : 'Failed to add collection'),
        });
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmitStart?.();
    void handleSubmit(save)(event);
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-start gap-3">
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <FormField
        label={collection ? `New name for ${collection.name}` : 'New collection'}
        density="compact"
        error={errors.name?.message}
        className="min-w-52 flex-1"
      >
        <Input {...register('name')} maxLength={200} placeholder="e.g. Great Lent" />
      </FormField>
      {collection ? (
        <FormField label="Slug" density="compact" error={errors.slug?.message} className="min-w-40">
          <Input {...register('slug')} maxLength={120} />
        </FormField>
      ) : null}
      <div className="flex gap-2 sm:mt-6">
        <Button type="submit" size="sm" pending={isSubmitting}>
          {collection ? 'Save' : 'Add'}
        </Button>
        {onDone && collection ? (
          <Button size="sm" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** `/admin/collections`: the curated groups of products; add, rename, order and delete. */
export function CollectionsPage() {
  const collections = useQuery(adminCollectionsQueryOptions());
  const deletion = useDeleteCollection();
  const [editing, setEditing] = useState<string | null>(null);
  const [ordering, setOrdering] = useState<string | null>(null);
  const ordered = collections.data?.find((collection) => collection._id === ordering);
  const { remove, formOutcome, dialog } = useRowDelete(deletion, {
    confirmation: DELETE_COLLECTION_CONFIRMATION,
  });

  return (
    <>
      <PageHeader
        align="start"
        title="Manage Collections"
        documentTitle={cmsTitle('Manage Collections')}
        lead="Groups of products shown together on a collection page."
      />
      {dialog}
      <QueryError title="Failed to fetch collections." error={collections.error} />
      <Card variant="panel" className="mb-8">
        <CollectionForm {...formOutcome} />
      </Card>
      {collections.isLoading ? <Loading label="Loading collections…" /> : null}
      {collections.data && collections.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No collections yet.
        </p>
      ) : null}
      {collections.data && collections.data.length > 0 ? (
        <DataTable caption="Collections" columns={['Name', 'Products', 'Actions']}>
          {collections.data.map((collection) => (
            <DataRow key={collection._id}>
              <DataCell label="Name" className="font-medium text-ink-900">
                {editing === collection._id ? (
                  <CollectionForm
                    collection={collection}
                    onDone={() => setEditing(null)}
                    {...formOutcome}
                  />
                ) : (
                  <span>
                    {collection.name}
                    <span className="block text-xs font-normal text-ink-500">
                      /collection/{collection.slug}
                    </span>
                  </span>
                )}
              </DataCell>
              <DataCell label="Products">{collection.products.length}</DataCell>
              <DataCell label="Actions">
                <div className="flex flex-wrap gap-2">
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Rename ${collection.name}`}
                    onClick={() => setEditing(collection._id)}
                  >
                    Rename
                  </Button>
                  {collection.products.length > 1 ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      id={`order-${collection._id}`}
                      aria-label={`Order ${collection.name}`}
                      onClick={() => setOrdering(collection._id)}
                    >
                      Order
                    </Button>
                  ) : null}
                  <DeleteButton
                    name={collection.name}
                    pending={deletion.isPending && deletion.variables === collection._id}
                    disabled={deletion.isPending}
                    onClick={() => remove(collection._id)}
                  />
                </div>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      ) : null}
      {ordered ? (
        <CollectionOrder
          key={ordered._id}
          collection={ordered}
          onDone={() => {
            setOrdering(null);
            // Back to where the owner started, not the top of the page.
            document.getElementById(`order-${ordered._id}`)?.focus();
          }}
        />
      ) : null}
    </>
  );
}
