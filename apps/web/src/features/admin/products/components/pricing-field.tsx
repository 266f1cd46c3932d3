import { useWatch } from 'react-hook-form';
import { FormField, Input } from '@/components/ui/form-field';
import { formatAmount } from '@/lib/format';
import type { SectionProps } from './product-form-access';

const CHOICES = [
  ['fixed', 'A fixed price'],
  ['chosen', 'Pay what you can'],
] as const;

const dollars = { type: 'number', min: 0, step: '0.01', inputMode: 'decimal' } as const;

/**
 * A product's price: fixed, or pay what you can (a least price, 0 allowed for a download, and
 * the amount the product page suggests). Only admins change it; others read it.
 */
export function PricingField({ form, access: { may, locked } }: SectionProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const pricing = useWatch({ control, name: 'pricing' });
  const format = useWatch({ control, name: 'format' });
  const rule = useWatch({ control, name: 'payWhatYouCan' });
  const editable = may('price') && may('payWhatYouCan');

  if (!editable) {
    // Read-only, as the server would refuse a change: the price as it is, or its two amounts.
    return pricing === 'chosen' ? (
      <FormField label="Price" density="compact" hint={locked('price')} className="sm:col-span-2">
        <Input
          readOnly
          value={`Pay what you can: at least ${formatAmount(Number(rule.minimum) || 0)}, ${formatAmount(Number(rule.suggested) || 0)} suggested`}
        />
      </FormField>
    ) : (
      <FormField label="Price (USD)" density="compact" hint={locked('price')}>
        <Input {...register('price')} {...dollars} readOnly />
      </FormField>
    );
  }

  return (
    <fieldset className="space-y-3 sm:col-span-2">
      <legend className="text-sm font-semibold text-ink-900">Price</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CHOICES.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-2 text-sm">
            <input
              type="radio"
              value={value}
              {...register('pricing')}
              className="size-4 accent-burgundy-700"
            />
            {label}
          </label>
        ))}
      </div>
      {pricing === 'chosen' ? (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="Least price (USD)"
              density="compact"
              hint={
                format === 'physical'
                  ? 'Above 0 for a printed edition: it covers printing and post.'
                  : '0 lets readers download it free as well as pay.'
              }
              error={errors.payWhatYouCan?.minimum?.message}
            >
              <Input {...register('payWhatYouCan.minimum')} {...dollars} />
            </FormField>
            <FormField
              label="Suggested amount (USD)"
              density="compact"
              hint="Filled in on the product page; buyers may change it."
              error={errors.payWhatYouCan?.suggested?.message}
            >
              <Input {...register('payWhatYouCan.suggested')} {...dollars} />
            </FormField>
          </div>
          {errors.payWhatYouCan?.message && (
            <p role="alert" className="text-sm font-medium text-burgundy-600">
              {errors.payWhatYouCan.message}
            </p>
          )}
        </>
      ) : (
        <FormField
          label="Price (USD)"
          density="compact"
          hint="0 makes the product free. Needed to make it live."
          error={errors.price?.message}
        >
          <Input {...register('price')} {...dollars} />
        </FormField>
      )}
    </fieldset>
  );
}
