import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { timeZoneSettingInputSchema, type TimeZoneSettingInput } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Input } from '@/components/ui/form-field';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { formatAdminTime } from '../../lib/admin-time';
import { ownerTimeZoneQueryOptions, useUpdateOwnerTimeZone } from '../../lib/owner-time-zone';

const labels = { timeZone: 'Time zone' };
const resolver = labelledResolver(zodResolver(timeZoneSettingInputSchema), labels);

/** Every zone this browser knows, for the field's suggestions (none where Intl cannot list). */
const zones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

/**
 * The owner's time zone (admins): every date and time in the admin, the daily digest's hour,
 * the orders CSV and the post scheduling fields are read in it.
 */
export function TimeZoneSection() {
  const current = useQuery(ownerTimeZoneQueryOptions());
  const update = useUpdateOwnerTimeZone();
  const listId = useId();
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
    control,
  } = useForm<TimeZoneSettingInput>({
    resolver,
    values: { timeZone: current.data?.timeZone ?? '' },
  });
  const saved = current.data?.timeZone;
  const typed = useWatch({ control, name: 'timeZone' });

  async function onSubmit(input: TimeZoneSettingInput) {
    try {
      await update.mutateAsync(input);
    } catch (error) {
      // The toaster says what failed; a refusal of the zone itself shows beside the field too.
      setServerErrors(error, setError, { labels });
    }
  }

  return (
    <Card variant="panel" title="Time zone" className="mt-6 max-w-2xl">
      <p className="mb-4 text-sm text-ink-700">
        {saved
          ? `Now in ${saved}: ${formatAdminTime(new Date().toISOString(), saved)}.`
          : 'Loading the time zone…'}
      </p>
      <form onSubmit={handleSubmit(onSubmit)} className="grid gap-3">
        <FormField
          label="Time zone"
          density="compact"
          hint="Where you are, such as America/New_York or Europe/London: every date and time in the admin, the daily digest's hour, the orders CSV and the dates posts are scheduled for."
          error={errors.timeZone?.message}
        >
          <Input
            {...register('timeZone')}
            list={listId}
            autoComplete="off"
            spellCheck={false}
            className="max-w-sm"
          />
        </FormField>
        <datalist id={listId}>
          {zones().map((zone) => (
            <option key={zone} value={zone} />
          ))}
        </datalist>
        <div>
          <Button
            type="submit"
            size="sm"
            pending={isSubmitting}
            pendingLabel="Saving…"
            disabled={!typed || typed === saved}
          >
            Save time zone
          </Button>
        </div>
      </form>
    </Card>
  );
}
