import { MAX_PRICE_BREAKS } from '@ministry/contracts';
import { useFieldArray, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/form-field';
import type { SectionProps } from './product-form-access';

/**
 * Parish quantities: a lower price per copy from so many copies on ("10 or more: 15% off").
 * Payments applies them at checkout; the product page and the cart show them.
 */
export function ParishQuantitiesField({ form, access: { may, locked } }: SectionProps) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'priceBreaks' });
  const chosenPrice = useWatch({ control, name: 'pricing' }) === 'chosen';
  const editable = may('priceBreaks');
  const error = errors.priceBreaks?.message ?? errors.priceBreaks?.root?.message;
  return (
    <fieldset
      className="mt-4 space-y-3 border-t border-parchment-300 pt-4"
      aria-describedby="price-breaks-hint"
    >
      <legend className="text-sm font-semibold text-ink-900">Parish quantities</legend>
      <p id="price-breaks-hint" className="text-sm text-ink-500">
        {locked('priceBreaks') ??
          (chosenPrice
            ? 'Only with a fixed price: a break takes a percent off it. Remove any breaks to sell at what buyers can pay.'
            : undefined) ??
          'A lower price per copy for larger orders, e.g. 10 or more copies 15% off, 50 or more 25% off. Each break needs more copies and more off than the one before.'}
      </p>
      {fields.length > 0 && (
        <ul className="space-y-2">
          {fields.map((field, index) => (
            <li key={field.id} className="flex flex-wrap items-center gap-2 text-sm">
              <label className="flex items-center gap-2">
                <span>From</span>
                <Input
                  {...register(`priceBreaks.${index}.minQuantity`)}
                  type="number"
                  min={2}
                  max={99}
                  step="1"
                  inputMode="numeric"
                  className="w-20"
                  aria-label={`Break ${index + 1}: copies`}
                  readOnly={!editable}
                />
                <span>copies,</span>
              </label>
              <label className="flex items-center gap-2">
                <Input
                  {...register(`priceBreaks.${index}.percentOff`)}
                  type="number"
                  min={1}
                  max={90}
                  step="1"
                  inputMode="numeric"
                  className="w-20"
                  aria-label={`Break ${index + 1}: percent off`}
                  readOnly={!editable}
                />
                <span>% off each</span>
              </label>
              {editable && (
                <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
                  Remove<span className="sr-only"> break {index + 1}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-burgundy-600">
          {error}
        </p>
      )}
      {editable && !chosenPrice && fields.length < MAX_PRICE_BREAKS && (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={() => append({ minQuantity: '', percentOff: '' })}
        >
          Add a price break
        </Button>
      )}
    </fieldset>
  );
}
