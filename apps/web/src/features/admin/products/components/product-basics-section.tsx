import { useWatch } from 'react-hook-form';
import { PRODUCT_CATEGORIES } from '@ministry/contracts';
import { Card } from '@/components/ui/card';
import { FormField, Input, Select } from '@/components/ui/form-field';
import { CATEGORY_NAMES } from '@/lib/category-names';
import { formatLabel } from '@/lib/format';
import { ParishQuantitiesField } from './parish-quantities-field';
import { PricingField } from './pricing-field';
import type { SectionProps } from './product-form-access';

/** Name, address, format, price (fixed or pay what you can, and parish quantities), stock, category and the home page's strip. */
export function ProductBasicsSection({ form, access }: SectionProps) {
  const { may, locked } = access;
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const format = useWatch({ control, name: 'format' });
  return (
    <Card variant="panel">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label="Name"
          density="compact"
          required
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <Input {...register('name')} required maxLength={200} />
        </FormField>
        <FormField
          label="Slug"
          density="compact"
          hint="The product's address. Left empty, it is made from the name; a changed slug keeps its old address working."
          error={errors.slug?.message}
        >
          <Input {...register('slug')} maxLength={120} />
        </FormField>
        <FormField
          label="Format"
          density="compact"
          hint={locked('format')}
          error={errors.format?.message}
        >
          {may('format') ? (
            <Select {...register('format')}>
              <option value="digital">Digital</option>
              <option value="physical">Physical</option>
            </Select>
          ) : (
            // Shown, not registered: a disabled control would drop the value from the form.
            <Input value={formatLabel(format)} readOnly />
          )}
        </FormField>
        <PricingField form={form} access={access} />
        <FormField
          label="Stock"
          density="compact"
          hint={
            locked('stock') ??
            (format === 'physical'
              ? 'Copies free to sell.'
              : 'Downloads never use it up, but at 0 the shop shows the product as unavailable.')
          }
          error={errors.stock?.message}
        >
          <Input
            {...register('stock', { valueAsNumber: true })}
            type="number"
            min={0}
            step="1"
            inputMode="numeric"
            readOnly={!may('stock')}
          />
        </FormField>
        <FormField label="Category" density="compact" error={errors.category?.message}>
          <Select {...register('category')}>
            <option value="">None</option>
            {PRODUCT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_NAMES[category]}
              </option>
            ))}
          </Select>
        </FormField>
        <label className="flex items-center gap-3 self-end pb-2">
          <input type="checkbox" {...register('featured')} className="size-4 accent-burgundy-700" />
          <span className="text-sm font-semibold text-ink-900">Featured on the home page</span>
        </label>
      </div>
      <ParishQuantitiesField form={form} access={access} />
    </Card>
  );
}
