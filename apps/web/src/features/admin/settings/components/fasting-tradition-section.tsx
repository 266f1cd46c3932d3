import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import {
  fastingTraditionNames,
  fastingTraditionSettingInputSchema,
  type FastingTradition,
  type FastingTraditionSettingInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField, Select } from '@/components/ui/form-field';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { fastingTraditionQueryOptions, useUpdateFastingTradition } from '../api/fasting-tradition';

const labels = { tradition: 'Fasting tradition' };
const resolver = labelledResolver(zodResolver(fastingTraditionSettingInputSchema), labels);

const CHOICES: Record<FastingTradition, string> = {
  slavic: 'Slavic usage: as in the Russian tradition',
  greek: 'Greek usage: as in the Greek tradition',
};

/**
 * Whose fasting custom the site's calendar follows (admins). The two differ on a few days: the
 * Tuesdays and Thursdays of the Nativity and Apostles' Fasts, the Protection, St Philip, the
 * Synaxis of the Forerunner and the Annunciation in Holy Week.
 */
export function FastingTraditionSection() {
  const current = useQuery(fastingTraditionQueryOptions());
  const update = useUpdateFastingTradition();
  const saved = current.data?.tradition;
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
    control,
  } = useForm<FastingTraditionSettingInput>({
    resolver,
    values: { tradition: saved ?? 'slavic' },
  });
  const chosen = useWatch({ control, name: 'tradition' });

  async function onSubmit(input: FastingTraditionSettingInput) {
    try {
      await update.mutateAsync(input);
    } catch (error) {
      setServerErrors(error, setError, { labels });
    }
  }

  return (
    <Card variant="panel" title="Fasting tradition" className="mt-6 max-w-2xl">
      <p className="mb-4 text-sm text-ink-700">
        {saved
          ? `The calendar says "Fasting as in ${fastingTraditionNames[saved]}".`
          : 'Loading the fasting tradition…'}
      </p>
      <form onSubmit={handleSubmit(onSubmit)} className="grid gap-3">
        <FormField
          label="Fasting tradition"
          density="compact"
          hint="The two differ on a few days: Tuesdays and Thursdays of the Nativity and Apostles' Fasts (fish, or wine and oil), the Protection, St Philip, the Synaxis of the Forerunner and the Annunciation in Holy Week."
          error={errors.tradition?.message}
        >
          <Select {...register('tradition')} className="max-w-sm">
            {(Object.keys(CHOICES) as FastingTradition[]).map((tradition) => (
              <option key={tradition} value={tradition}>
                {CHOICES[tradition]}
              </option>
            ))}
          </Select>
        </FormField>
        <div>
          <Button
            type="submit"
            size="sm"
            pending={isSubmitting}
            pendingLabel="Saving…"
            disabled={!saved || chosen === saved}
          >
            Save fasting tradition
          </Button>
        </div>
      </form>
    </Card>
  );
}
