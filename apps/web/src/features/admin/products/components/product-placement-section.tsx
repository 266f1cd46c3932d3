import { useQuery } from '@tanstack/react-query';
import { Controller } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/error-alert';
import { SeasonTagsField } from '@/components/ui/season-tags-field';
import { adminCollectionsQueryOptions } from '../../lib/collections-query';
import { CheckboxGroupField } from '../../lib/form-fields';
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
      <CheckboxGroupField
        control={control}
        name="collections"
        legend="Collections"
        options={(collections.data ?? []).map(({ _id, name }) => ({ value: _id, label: name }))}
      >
        {collections.data && collections.data.length === 0 ? (
          <p className="text-sm text-ink-500">
            No collections yet. Add them under Manage Collections.
          </p>
        ) : null}
      </CheckboxGroupField>
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
