import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  copyPoolsInputSchema,
  type CopyPoolAdmin,
  type CopyPoolsInput,
  type ParsedCopyPoolsInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { useSaveCopyPools } from '../api/copy-pools';

const labels = { pools: 'Pools' };
const resolver = labelledResolver(zodResolver(copyPoolsInputSchema), labels);

/**
 * The pools the giving form offers to sponsor copies from: name, the price of one copy, retired.
 * A pool is retired, never removed, so its gifts and what was sent stay.
 */
export function CopyPoolsEditor({ pools }: { pools: CopyPoolAdmin[] }) {
  const save = useSaveCopyPools();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
  } = useForm<CopyPoolsInput, unknown, ParsedCopyPoolsInput>({
    resolver,
    values: {
      pools: pools.map(({ id, name, copyCost, productId, retired }) => ({
        id,
        name,
        copyCost,
        productId,
        retired,
      })),
    },
  });
  const list = useFieldArray({ control, name: 'pools', keyName: 'key' });

  async function onSubmit(input: ParsedCopyPoolsInput) {
    setSaved(false);
    setFailure(null);
    try {
      await save.mutateAsync(input);
      setSaved(true);
    } catch (error) {
      if (!setServerErrors(error, setError, { labels })) {
        setFailure(messageOr(error, 'Failed to save the pools.'));
      }
    }
  }

  return (
    <Card variant="panel" title="Pools" className="mb-8">
      <form onSubmit={handleSubmit(onSubmit)} aria-label="Pools" className="grid gap-4">
        <p className="text-sm text-ink-700">
          What a donor may sponsor copies of, and what one copy costs: a gift of 10 copies is ten
          times that. A new price counts for gifts from now on.
        </p>
        <ol className="grid gap-3">
          {list.fields.map((field, index) => {
            const error = errors.pools?.[index];
            return (
              <li
                key={field.key}
                className="grid gap-2 rounded-md border border-parchment-300 bg-white p-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
              >
                <FormField
                  label={`Pool ${index + 1} name`}
                  density="compact"
                  error={error?.name?.message && `Name ${error.name.message}`}
                >
                  <Input {...register(`pools.${index}.name`)} />
                </FormField>
                <FormField
                  label={`Pool ${index + 1} price of a copy ($)`}
                  density="compact"
                  error={error?.copyCost?.message && `Price ${error.copyCost.message}`}
                >
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0.01}
                    step={0.01}
                    {...register(`pools.${index}.copyCost`, { valueAsNumber: true })}
                  />
                </FormField>
                <div className="flex items-center gap-2">
                  <label className="flex min-h-9 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-burgundy-700"
                      {...register(`pools.${index}.retired`)}
                    />
                    Retired
                  </label>
                  {field.id ? null : (
                    <Button variant="ghost" size="sm" onClick={() => list.remove(index)}>
                      Remove
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {errors.pools?.message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errors.pools.message}
          </p>
        ) : null}
        <ErrorAlert messages={[failure]} />
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => list.append({ name: '', copyCost: Number.NaN, retired: false })}
          >
            Add a pool
          </Button>
          <Button type="submit" size="sm" pending={isSubmitting} pendingLabel="Saving…">
            Save pools
          </Button>
          {saved ? (
            <p role="status" className="text-sm text-ink-700">
              Saved.
            </p>
          ) : null}
        </div>
      </form>
    </Card>
  );
}
