import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import type { PostSchedule } from '@ministry/contracts';
import { Card } from '@/components/ui/card';
import { QueryError } from '@/components/ui/error-alert';
import { SeasonTagsField } from '@/components/ui/season-tags-field';
import { categoriesQueryOptions } from '../../lib/categories-query';
import { CheckboxGroupField, fieldErrorMessage } from '../../lib/form-fields';
import { useAdminTime } from '../../lib/owner-time-zone';
import type { PostFormValues } from './post-form-values';
import { nextPaschaYear, ScheduleField, scheduleFor, type PublishChoice } from './schedule-field';

/** Where the post belongs and when it shows: categories, seasons and feasts, and publishing. */
export function PostFilingFields() {
  const queryClient = useQueryClient();
  const { zone } = useAdminTime();
  const categories = useQuery(categoriesQueryOptions({ auth: true }));
  const {
    control,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<PostFormValues>();
  const [published, schedule] = useWatch({ control, name: ['published', 'schedule'] });
  const choice: PublishChoice = published ? 'now' : (schedule?.kind ?? 'draft');

  function choose(next: PublishChoice) {
    setValue('published', next === 'now', { shouldDirty: true });
    const start = scheduleFor(next, zone);
    setValue('schedule', start, { shouldDirty: true });
    if (start?.kind === 'pascha') void offerNextPascha(start);
  }

  /** Moves a new Pascha schedule on to next year's Pascha when this year's day has passed. */
  async function offerNextPascha(start: PostSchedule & { kind: 'pascha' }) {
    const year = await nextPaschaYear(queryClient, start.days, zone).catch(() => start.year);
    const current = getValues('schedule');
    // Only if the owner has not changed the schedule meanwhile.
    if (year !== start.year && current?.kind === 'pascha' && current.year === start.year) {
      setValue('schedule', { ...current, year }, { shouldDirty: true });
    }
  }

  return (
    <>
      <QueryError title="Failed to load categories" error={categories.error} />
      <Card variant="panel">
        <CheckboxGroupField
          control={control}
          name="categories"
          legend="Categories"
          hint="Choose any that fit."
          options={(categories.data ?? []).map(({ _id, name }) => ({ value: _id, label: name }))}
        >
          {categories.isLoading ? (
            <p role="status" className="text-sm text-ink-500">
              Loading categories…
            </p>
          ) : null}
          {categories.data && categories.data.length === 0 ? (
            <p className="text-sm text-ink-500">
              No categories yet. Add them under Manage Categories.
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
                error={fieldErrorMessage(errors.seasons)}
              />
            )}
          />
        </div>

        <ScheduleField
          choice={choice}
          schedule={schedule}
          onChoose={choose}
          onSchedule={(next) => setValue('schedule', next, { shouldDirty: true })}
          // The schedule's problem, or that of one of its parts (a date, a number of days, a year).
          error={fieldErrorMessage(errors.schedule)}
        />
      </Card>
    </>
  );
}
