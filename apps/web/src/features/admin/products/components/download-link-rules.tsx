import { DEFAULT_DOWNLOAD_LINK_DAYS, DEFAULT_DOWNLOADS_PER_LINK } from '@ministry/contracts';
import { FormField, Input } from '@/components/ui/form-field';
import type { SectionProps } from './product-form-access';

/** A digital product's own rules for a buyer's emailed link; empty: the shop's defaults. */
export function DownloadLinkRules({ form, access: { may, locked } }: SectionProps) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <div className="grid gap-4 pt-2 sm:grid-cols-2">
      <FormField
        label="Downloads per link"
        density="compact"
        hint={
          locked('downloadsPerLink') ??
          `How often a buyer's emailed link works. Empty: the shop's default, ${DEFAULT_DOWNLOADS_PER_LINK}.`
        }
        error={errors.downloadsPerLink?.message}
      >
        <Input
          {...register('downloadsPerLink')}
          type="number"
          min={1}
          step="1"
          inputMode="numeric"
          placeholder={`${DEFAULT_DOWNLOADS_PER_LINK} (shop default)`}
          readOnly={!may('downloadsPerLink')}
        />
      </FormField>
      <FormField
        label="Link lifetime (days)"
        density="compact"
        hint={
          locked('downloadLinkDays') ??
          `How long it works. Empty: the shop's default, ${DEFAULT_DOWNLOAD_LINK_DAYS} days.`
        }
        error={errors.downloadLinkDays?.message}
      >
        <Input
          {...register('downloadLinkDays')}
          type="number"
          min={1}
          step="1"
          inputMode="numeric"
          placeholder={`${DEFAULT_DOWNLOAD_LINK_DAYS} (shop default)`}
          readOnly={!may('downloadLinkDays')}
        />
      </FormField>
    </div>
  );
}
