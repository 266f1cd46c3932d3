import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  discountCodeInputSchema,
  feastIds,
  feastNames,
  seasonIds,
  seasonNames,
  type DiscountCodeInput,
} from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { messageOr } from '@/lib/error-message';
import { setServerErrors } from '@/lib/form-errors';
import { useCreateCode } from '../api/codes';

/** The form as typed: numbers as text, a window by its kind. */
interface CodeFormValues {
  code: string;
  description: string;
  kind: 'percent' | 'amount' | 'free-shipping';
  percentOff: string;
  amountOff: string;
  windowKind: 'none' | 'dates' | 'season' | 'until';
  from: string;
  to: string;
  season: string;
  feast: string;
  maxUses: string;
  maxUsesPerBuyer: string;
  minimumOrder: string;
}

const EMPTY: CodeFormValues = {
  code: '',
  description: '',
  kind: 'percent',
  percentOff: '',
  amountOff: '',
  windowKind: 'none',
  from: '',
  to: '',
  season: 'bright-week',
  feast: 'pentecost',
  maxUses: '',
  maxUsesPerBuyer: '',
  minimumOrder: '',
};

const LABELS: Record<string, string> = {
  code: 'Code',
  description: 'Description',
  percentOff: 'Percent off',
  amountOff: 'Amount off',
  'window.from': 'First day',
  'window.to': 'Last day',
  maxUses: 'Uses in all',
  maxUsesPerBuyer: 'Uses per buyer',
  minimumOrder: 'Minimum order',
};

const number = (text: string) => (text.trim() ? Number(text) : undefined);

function toInput(values: CodeFormValues): DiscountCodeInput {
  const window =
    values.windowKind === 'dates'
      ? { kind: 'dates' as const, from: values.from, to: values.to }
      : values.windowKind === 'season'
        ? { kind: 'season' as const, season: values.season }
        : values.windowKind === 'until'
          ? { kind: 'until' as const, feast: values.feast, from: values.from }
          : undefined;
  return {
    code: values.code,
    description: values.description,
    kind: values.kind,
    percentOff: values.kind === 'percent' ? number(values.percentOff) : undefined,
    amountOff: values.kind === 'amount' ? number(values.amountOff) : undefined,
    window: window as DiscountCodeInput['window'],
    maxUses: number(values.maxUses),
    maxUsesPerBuyer: number(values.maxUsesPerBuyer),
    minimumOrder: number(values.minimumOrder),
  };
}

/** The form's field for a problem the contract found at `path`. */
const fieldOf = (path: string): keyof CodeFormValues | undefined =>
  ({
    code: 'code',
    description: 'description',
    percentOff: 'percentOff',
    amountOff: 'amountOff',
    'window.from': 'from',
    'window.to': 'to',
    maxUses: 'maxUses',
    maxUsesPerBuyer: 'maxUsesPerBuyer',
    minimumOrder: 'minimumOrder',
  })[path] as keyof CodeFormValues | undefined;

/** The admin's form for a new code, checked with the contract before it is sent. */
export function NewCode() {
  const create = useCreateCode();
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const form = useForm<CodeFormValues>({
    defaultValues: EMPTY,
    // The contract checks what will be sent; each problem is shown by its field.
    resolver: (values) => {
      const parsed = discountCodeInputSchema.safeParse(toInput(values));
      if (parsed.success) return { values, errors: {} };
      const errors: Record<string, { type: string; message: string }> = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const field = fieldOf(path);
        if (field && !errors[field]) {
          errors[field] = { type: 'validate', message: `${LABELS[path] ?? path} ${issue.message}` };
        }
      }
      return { values: {}, errors };
    },
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const windowKind = useWatch({ control, name: 'windowKind' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setMade(null);
    try {
      const code = await create.mutateAsync(toInput(values));
      setMade(code.code);
      reset(EMPTY);
    } catch (error) {
      if (setServerErrors(error, setError, { labels: LABELS, conflictField: () => 'code' })) return;
      setFailure(messageOr(error, 'Failed to create the code.'));
    }
  });

  return (
    <Card variant="panel" title="New code" className="mb-8">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label="New code"
        className="grid gap-4 sm:grid-cols-2"
      >
        <FormField
          label="Code"
          density="compact"
          required
          hint="Letters, digits and hyphens; buyers may type it in any case."
          error={errors.code?.message}
        >
          <Input {...register('code')} autoComplete="off" className="font-mono uppercase" />
        </FormField>
        <FormField
          label="Description (optional)"
          density="compact"
          hint="Shown to buyers beside the discount."
          error={errors.description?.message}
        >
          <Input {...register('description')} />
        </FormField>
        <FormField label="Gives" density="compact">
          <Select {...register('kind')}>
            <option value="percent">A percent off</option>
            <option value="amount">An amount off</option>
            <option value="free-shipping">Free shipping</option>
          </Select>
        </FormField>
        {kind === 'percent' && (
          <FormField label="Percent off" density="compact" error={errors.percentOff?.message}>
            <Input
              {...register('percentOff')}
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
            />
          </FormField>
        )}
        {kind === 'amount' && (
          <FormField label="Amount off (USD)" density="compact" error={errors.amountOff?.message}>
            <Input
              {...register('amountOff')}
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
            />
          </FormField>
        )}
        {kind === 'free-shipping' && <div aria-hidden="true" />}
        <FormField
          label="When it works"
          density="compact"
          hint="A season is read on the buyer’s own calendar (New or Old)."
        >
          <Select {...register('windowKind')}>
            <option value="none">Any day</option>
            <option value="dates">Between two days</option>
            <option value="season">In a season of the Church year</option>
            <option value="until">From a day until a feast</option>
          </Select>
        </FormField>
        {windowKind === 'season' && (
          <FormField label="Season" density="compact">
            <Select {...register('season')}>
              {seasonIds
                .filter((season) => season !== 'ordinary')
                .map((season) => (
                  <option key={season} value={season}>
                    {seasonNames[season]}
                  </option>
                ))}
            </Select>
          </FormField>
        )}
        {(windowKind === 'dates' || windowKind === 'until') && (
          <FormField label="First day" density="compact" error={errors.from?.message}>
            <Input {...register('from')} type="date" />
          </FormField>
        )}
        {windowKind === 'dates' && (
          <FormField label="Last day" density="compact" error={errors.to?.message}>
            <Input {...register('to')} type="date" />
          </FormField>
        )}
        {windowKind === 'until' && (
          <FormField label="Until (the feast itself included)" density="compact">
            <Select {...register('feast')}>
              {feastIds.map((feast) => (
                <option key={feast} value={feast}>
                  {feastNames[feast]}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <FormField
          label="Uses in all (optional)"
          density="compact"
          hint="Empty: no limit."
          error={errors.maxUses?.message}
        >
          <Input {...register('maxUses')} type="number" min={1} inputMode="numeric" />
        </FormField>
        <FormField
          label="Uses per buyer (optional)"
          density="compact"
          hint="Counted by email address."
          error={errors.maxUsesPerBuyer?.message}
        >
          <Input {...register('maxUsesPerBuyer')} type="number" min={1} inputMode="numeric" />
        </FormField>
        <FormField
          label="Minimum order (USD, optional)"
          density="compact"
          error={errors.minimumOrder?.message}
        >
          <Input
            {...register('minimumOrder')}
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Creating…' : 'Create code'}
          </Button>
          {made && (
            <p role="status" className="text-sm text-ink-700">
              {made} created. It works at checkout from now on.
            </p>
          )}
        </div>
        <div className="sm:col-span-2">
          <ErrorAlert messages={[failure]} />
        </div>
      </form>
    </Card>
  );
}
