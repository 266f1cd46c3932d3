import { useState, type FormEvent } from 'react';
import type { Category } from '@ministry/contracts';
import { getToken } from '@/lib/auth-storage';
import { Button, DeleteButton } from '../../components/button';
import { Card } from '../../components/card';
import { cellClasses, DataTable } from '../../components/data-table';
import { ErrorAlert } from '../../components/error-alert';
import { controlClasses, labelClasses } from '../../components/form-field';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { messageOr } from '../../lib/error-message';
import { usePending } from '../../lib/use-pending';
import { createCategory } from '../api/create-category';
import { deleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';

export const DELETE_CATEGORY_CONFIRMATION = 'Are you sure?';

/** `/admin/categories`: add a category by name, delete one; the list reloads after each. */
export function CategoriesPage() {
  const [hasToken] = useState(() => Boolean(getToken()));
  const categories = useCategories({ enabled: hasToken });
  const change = usePending();
  const [name, setName] = useState('');
  const [actionError, setActionError] = useState<string | null>(null);

  async function handleAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return;
    await change.run('add', async () => {
      try {
        await createCategory(trimmed);
        setName('');
        setActionError(null);
        categories.refetch();
      } catch (error) {
        setActionError(messageOr(error, 'Failed to add category'));
      }
    });
  }

  async function handleDelete(category: Category) {
    if (!window.confirm(DELETE_CATEGORY_CONFIRMATION)) return;
    await change.run(category._id, async () => {
      try {
        await deleteCategory(category._id);
        setActionError(null);
        categories.refetch();
      } catch (error) {
        setActionError(messageOr(error, 'Failed to delete category.'));
      }
    });
  }

  return (
    <>
      <PageHeader title="Manage Categories" description="Group posts by theme." />
      <ErrorAlert
        messages={[
          hasToken ? null : 'Unauthorized: No token found.',
          categories.error ? 'Failed to fetch categories.' : null,
          actionError,
        ]}
      />

      <Card className="mb-8">
        <form onSubmit={handleAdd} className="flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <label htmlFor="new-category-name" className={labelClasses}>
              New category
            </label>
            <input
              id="new-category-name"
              name="name"
              maxLength={60}
              placeholder="e.g. Great Lent"
              value={name}
              onChange={(event) => setName(event.target.value)}
              className={controlClasses}
            />
          </div>
          <Button
            type="submit"
            pending={change.pending === 'add'}
            pendingLabel="Adding…"
            disabled={change.pending !== null}
          >
            Add
          </Button>
        </form>
      </Card>

      {categories.status === 'loading' ? <Loading label="Loading categories…" /> : null}
      {categories.data && categories.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No categories yet.
        </p>
      ) : null}
      {categories.data && categories.data.length > 0 ? (
        <DataTable caption="Categories" columns={['Name', 'Actions']}>
          {categories.data.map((category) => (
            <tr key={category._id} className="hover:bg-parchment-100">
              <td className={`${cellClasses} font-medium text-ink-900`}>{category.name}</td>
              <td className={cellClasses}>
                <DeleteButton
                  name={category.name}
                  pending={change.pending === category._id}
                  disabled={change.pending !== null}
                  onClick={() => handleDelete(category)}
                />
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
