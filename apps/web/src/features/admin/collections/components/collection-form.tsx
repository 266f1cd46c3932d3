import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  createCollectionInputSchema,
  type AdminCollection,
  type CreateCollectionInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { type OutcomeLink, useClearedByPageChanges } from '../../lib/latest-outcome';
import { useCreateCollection, useUpdateCollection } from '../api/collections';

const labels = { name: 'Name', slug: 'Slug', description: 'Description' };
const resolver = labelledResolver(zodResolver(createCollectionInputSchema), labels);
const conflictField = (message: string) =>
  /slug/i.test(message) ? ('slug' as const) : ('name' as const);

interface CollectionFormProps extends OutcomeLink {
  collection?: AdminCollection;
  onDone?: () => void;
}

/** Name a new collection, or rename one (its address follows only if the slug is changed). */
export function CollectionForm({
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
