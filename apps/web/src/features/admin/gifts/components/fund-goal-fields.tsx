import type { GiftFundsInput } from '@ministry/contracts';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { FormField, Input } from '@/components/ui/form-field';

/** A new goal's starting values: the owner fills in the amount, the words and the days. */
const NEW_GOAL = { amount: 1000, description: '', label: '', startsOn: '', endsOn: '' };

/**
 * One fund's goal in the funds editor: "Raise a set amount" opens the amount, what it is for,
 * the period's name and its first and last days; unticked, the fund has no goal.
 */
export function FundGoalFields({
  index,
  name,
  control,
  register,
  setValue,
  errors,
}: {
  index: number;
  name: string;
  control: Control<GiftFundsInput>;
  register: UseFormRegister<GiftFundsInput>;
  setValue: UseFormSetValue<GiftFundsInput>;
  errors: FieldErrors<GiftFundsInput>;
}) {
  const goal = useWatch({ control, name: `funds.${index}.goal` });
  const goalErrors = errors.funds?.[index]?.goal;
  const error = (field: keyof typeof NEW_GOAL, label: string) => {
    const message = goalErrors?.[field]?.message;
    return message ? `${label} ${message}` : undefined;
  };
  return (
    <fieldset className="sm:col-span-2">
      <legend className="sr-only">Goal of {name}</legend>
      <label className="flex min-h-9 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-burgundy-700"
          checked={Boolean(goal)}
          onChange={(event) =>
            setValue(`funds.${index}.goal`, event.target.checked ? NEW_GOAL : null, {
              shouldDirty: true,
            })
          }
        />
        Raise a set amount (a meter on the giving page)
      </label>
      {goal ? (
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <FormField label="Goal in dollars" density="compact" error={error('amount', 'Goal')}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register(`funds.${index}.goal.amount`, { valueAsNumber: true })}
            />
          </FormField>
          <FormField
            label="What it is for (optional)"
            hint="Such as: 500 prayer books for prisons"
            density="compact"
            error={error('description', 'What it is for')}
          >
            <Input {...register(`funds.${index}.goal.description`)} />
          </FormField>
          <FormField
            label="Period"
            hint="Such as: Great Lent 2027"
            density="compact"
            error={error('label', 'Period')}
          >
            <Input {...register(`funds.${index}.goal.label`)} />
          </FormField>
          <div className="grid grid-cols-2 gap-2">
            <FormField label="First day" density="compact" error={error('startsOn', 'First day')}>
              <Input type="date" {...register(`funds.${index}.goal.startsOn`)} />
            </FormField>
            <FormField label="Last day" density="compact" error={error('endsOn', 'Last day')}>
              <Input type="date" {...register(`funds.${index}.goal.endsOn`)} />
            </FormField>
          </div>
        </div>
      ) : null}
    </fieldset>
  );
}
