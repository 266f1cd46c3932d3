import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/error-alert';
import { SeasonTagsField } from '@/components/ui/season-tags-field';
import { adminCollectionsQueryOptions } from '../../lib/collections-query';
import type { SectionProps } from './product-form-access';

/** Where the product is shown besides its category: its collections and its seasons. */
export function ProductPlacementSection({ form, access: { may } }: SectionProps) {
  const collections = useQuery(adminCollectionsQueryOptions());
  const {
    control,
    formState: { errors },
  } = form;
  return (
    <Card variant="panel">
      <QueryError title="Failed to load collections" error={collections.error} />
      <fieldset>
        <legend className="mb-3 text-sm font-semibold text-ink-900">Collections</legend>
        {collections.data && collections.data.length === 0 ? (
          <p className="text-sm text-ink-500">
            No collections yet. Add them under Manage Collections.
          </p>
        ) : null}
        {collections.data && collections.data.length > 0 ? (
          <Controller
            control={control}
            name="collections"
            render={({ field }) => (
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {(collections.data ?? []).map((collection) => (
                  <label
                    key={collection._id}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm has-checked:border-burgundy-700 has-checked:bg-burgundy-50"
                  >
                    <input
                      type="checkbox"
                      value={collection._id}
                      checked={field.value.includes(collection._id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, collection._id]
                            : field.value.filter((id) => id !== collection._id),
                        )
                      }
                      className="size-4 accent-burgundy-700"
                    />
                    {collection.name}
                  </label>
                ))}
              </div>
            )}
          />
        ) : null}
        {errors.collections?.message ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {errors.collections.message}
          </p>
        ) : null}
      </fieldset>
      <div className="mt-6 border-t border-parchment-200 pt-5">
        <Controller
          control={control}
          name="seasons"
          render={({ field }) => (
            <SeasonTagsField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.seasons?.message}
              disabled={!may('seasons')}
            />
          )}
        />
      </div>
    </Card>
  );
}
