import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { createCategoryInputSchema, type Category } from '@ministry/contracts';
import { Button, DeleteButton } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { categoriesQueryOptions } from '../../lib/categories-query';
import { cmsTitle } from '../../lib/cms-title';
import { useConfirm } from '../../lib/confirm-dialog';
import { fieldErrorMessage } from '../../lib/form-fields';
import { useCreateCategory } from '../api/create-category';
import { useDeleteCategory } from '../api/delete-category';

export const DELETE_CATEGORY_CONFIRMATION = 'Are you sure?';

const labels = { name: 'New category' };
const resolver = labelledResolver(zodResolver(createCategoryInputSchema), labels);
const conflictField = () => 'name' as const;

/** `/admin/categories`: add a category by name, delete one; the list reloads after each. */
export function CategoriesPage() {
  const categories = useQuery(categoriesQueryOptions());
  const createCategory = useCreateCategory();
  const deletion = useDeleteCategory();
  const { confirm, dialog } = useConfirm();
  const {
    formState: { errors, isSubmitting },
    getValues,
    handleSubmit,
    register,
    reset,
    setError,
    clearErrors,
  } = useForm({ resolver, defaultValues: { name: '' } });
  const busy = isSubmitting || deletion.isPending;

  async function add({ name }: { name: string }) {
    try {
      await createCategory.mutateAsync(name);
      reset({ name: '' });
    } catch (failure) {
      // A refusal about the name is shown on it; any other is the mutation's toast.
      setServerErrors(failure, setError, { labels, conflictField });
    }
  }

  function handleAdd(event: FormEvent<HTMLFormElement>) {
    // The spec: a blank name does nothing at all (no call, no message).
    if (busy || !getValues('name').trim()) {
      event.preventDefault();
      return;
    }
    void handleSubmit(add)(event);
  }

  async function handleDelete(category: Category) {
    if (busy || !(await confirm(DELETE_CATEGORY_CONFIRMATION))) return;
    // A new change clears what the last one said.
    clearErrors();
    deletion.mutate(category._id);
  }

  return (
    <>
      <PageHeader
        align="start"
        title="Manage Categories"
        documentTitle={cmsTitle('Manage Categories')}
        lead="Group posts by theme."
      />
      {dialog}
      <QueryError title="Failed to fetch categories." error={categories.error} />

      <Card variant="panel" className="mb-8">
        <form onSubmit={handleAdd} className="flex flex-wrap items-start gap-3">
          <FormField
            label="New category"
            density="compact"
            error={fieldErrorMessage(errors.name)}
            className="min-w-60 flex-1"
          >
            <Input {...register('name')} maxLength={60} placeholder="e.g. Great Lent" />
          </FormField>
          <Button
            type="submit"
            size="sm"
            className="sm:mt-6"
            pending={isSubmitting}
            pendingLabel="Adding…"
            disabled={busy}
          >
            Add
          </Button>
        </form>
      </Card>

      {categories.isLoading ? <Loading label="Loading categories…" /> : null}
      {categories.data && categories.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No categories yet.
        </p>
      ) : null}
      {categories.data && categories.data.length > 0 ? (
        <DataTable caption="Categories" columns={['Name', 'Actions']}>
          {categories.data.map((category) => (
            <DataRow key={category._id}>
              <DataCell label="Name" className="font-medium text-ink-900">
                {category.name}
              </DataCell>
              <DataCell label="Actions">
                <DeleteButton
                  name={category.name}
                  pending={deletion.isPending && deletion.variables === category._id}
                  disabled={busy}
                  onClick={() => void handleDelete(category)}
                />
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
