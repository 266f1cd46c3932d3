import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import {
  giftFundsInputSchema,
  type GiftFund,
  type GiftFundsInput,
  type ParsedGiftFundsInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input } from '@/components/ui/form-field';
import { Loading } from '@/components/ui/loading';
import { messageOr, statusOf } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { giftFundsQueryOptions, useSaveGiftFunds } from '../api/gift-funds';
import { FundGoalFields } from './fund-goal-fields';

const labels = { funds: 'Funds' };
const resolver = labelledResolver(zodResolver(giftFundsInputSchema), labels);

/** The funds section of `/admin/gifts`: the list the giving form offers, kept by the owner. */
export function FundsEditor() {
  const funds = useQuery(giftFundsQueryOptions());
  return (
    <Card variant="panel" title="Funds" className="mb-8">
      <QueryError
        title={
          [401, 403].includes(statusOf(funds.error))
            ? 'Only admins may change the funds.'
            : 'Failed to fetch the funds.'
        }
        error={funds.error}
      />
      {funds.data ? (
        <FundsForm funds={funds.data.funds} />
      ) : funds.isPending ? (
        <Loading label="Loading funds…" />
      ) : null}
    </Card>
  );
}

function FundsForm({ funds }: { funds: GiftFund[] }) {
  const save = useSaveGiftFunds();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
    setValue,
  } = useForm<GiftFundsInput, unknown, ParsedGiftFundsInput>({
    resolver,
    values: { funds },
  });
  const list = useFieldArray({ control, name: 'funds', keyName: 'key' });

  async function onSubmit(input: ParsedGiftFundsInput) {
    setSaved(false);
    setFailure(null);
    try {
      await save.mutateAsync(input);
      setSaved(true);
    } catch (error) {
      if (!setServerErrors(error, setError, { labels })) {
        setFailure(messageOr(error, 'Failed to save the funds.'));
      }
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} aria-label="Funds" className="grid gap-4">
      <p className="text-sm text-ink-700">
        The funds a donor may choose on the giving form, in this order. Renaming a fund keeps its
        past gifts under the name they were given to; a retired fund leaves the form and stays in
        the figures.
      </p>
      {list.fields.length === 0 ? (
        <p className="text-sm text-ink-500">No funds: every gift goes where it is most needed.</p>
      ) : null}
      <ol className="grid gap-3">
        {list.fields.map((field, index) => {
          const nameError = errors.funds?.[index]?.name?.message;
          const name = funds.find((fund) => fund.id === field.id)?.name ?? `Fund ${index + 1}`;
          return (
            <li
              key={field.key}
              className="grid gap-2 rounded-md border border-parchment-300 bg-white p-3 sm:grid-cols-[1fr_auto] sm:items-end"
            >
              <FormField
                label={`Fund ${index + 1} name`}
                density="compact"
                error={nameError && `Name ${nameError}`}
              >
                <Input {...register(`funds.${index}.name`)} />
              </FormField>
              <div className="flex flex-wrap items-center gap-2">
                <label className="flex min-h-9 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-burgundy-700"
                    {...register(`funds.${index}.retired`)}
                  />
                  Retired
                </label>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === 0}
                  aria-label={`Move ${name} up`}
                  onClick={() => list.move(index, index - 1)}
                >
                  Up
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={index === list.fields.length - 1}
                  aria-label={`Move ${name} down`}
                  onClick={() => list.move(index, index + 1)}
                >
                  Down
                </Button>
                {field.id ? null : (
                  // Only a fund not yet saved may go: a saved one is retired instead.
                  <Button variant="ghost" size="sm" onClick={() => list.remove(index)}>
                    Remove
                  </Button>
                )}
              </div>
              <FundGoalFields
                index={index}
                name={name}
                control={control}
                register={register}
                setValue={setValue}
                errors={errors}
              />
            </li>
          );
        })}
      </ol>
      {errors.funds?.message ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errors.funds.message}
        </p>
      ) : null}
      <ErrorAlert messages={[failure]} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => list.append({ name: '', retired: false, goal: null })}
        >
          Add a fund
        </Button>
        <Button type="submit" size="sm" pending={isSubmitting} pendingLabel="Saving…">
          Save funds
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-ink-700">
            Saved.
          </p>
        ) : null}
      </div>
    </form>
  );
}
