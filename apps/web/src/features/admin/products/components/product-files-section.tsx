import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { AdminProduct, Upload } from '@ministry/contracts';
import { FormField, Input } from '@/components/ui/form-field';
import { FieldError } from '../../lib/form-fields';
import { DownloadLinkRules } from './download-link-rules';
import { FileUpload, megabytes } from '../../components/file-upload';
import type { SectionProps } from './product-form-access';

/** The download file in the owner's words: its own name, size and type when uploaded here. */
function downloadFileDescription(
  id: string,
  uploaded: Upload | null,
  product: AdminProduct | undefined,
): string {
  if (id && uploaded?.id === id) {
    return `File: ${uploaded.name ?? 'unnamed file'} · ${megabytes(uploaded.size)} · ${uploaded.contentType}`;
  }
  if (id) return 'File: the current download (kept as it is).';
  if (product?.downloadFile) return `File: ${product.downloadFile}`;
  return 'No file yet.';
}

interface ProductFilesSectionProps extends SectionProps {
  product?: AdminProduct;
  onBusyChange: (busy: boolean) => void;
  /** Shown when a digital product's file is being replaced: "Tell past buyers". */
  tellPastBuyers: { offered: boolean; checked: boolean; onChange: (checked: boolean) => void };
}

/** What a buyer gets: the download file (or an external link), its link rules, Stripe's price. */
export function ProductFilesSection(props: ProductFilesSectionProps) {
  const { form, access, product, onBusyChange, tellPastBuyers } = props;
  const { may, locked } = access;
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const [downloadFileId, format] = useWatch({ control, name: ['downloadFileId', 'format'] });
  const tellHintId = useId();
  /** The download file uploaded on this screen, shown by its own name, size and type. */
  const [uploadedFile, setUploadedFile] = useState<Upload | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div className="mt-6 grid gap-5 border-t border-parchment-200 pt-5 sm:grid-cols-2">
      <div className="space-y-2">
        <FileUpload
          label="Upload download file"
          accept=".pdf,.epub,.zip,application/pdf,application/epub+zip,application/zip"
          kind={() => 'download'}
          hint={
            locked('downloadFileId') ??
            'PDF, EPUB or ZIP up to 100 MB: what buyers download. Replacing it keeps their links working.'
          }
          disabled={!may('downloadFileId')}
          onUploaded={(upload) => {
            setUploadedFile(upload);
            setValue('downloadFileId', upload.id, { shouldDirty: true });
          }}
          onBusyChange={(running) => {
            setBusy(running);
            onBusyChange(running);
          }}
        />
        {busy ? null : (
          <p className="text-sm text-ink-700" data-testid="download-file">
            {downloadFileDescription(downloadFileId, uploadedFile, product)}
          </p>
        )}
        <FieldError error={errors.downloadFileId} />
        {tellPastBuyers.offered ? (
          <div className="rounded-md border border-parchment-300 bg-white px-3 py-2">
            <label className="flex items-center gap-3">
              <input
                type="checkbox"
                checked={tellPastBuyers.checked}
                onChange={(event) => tellPastBuyers.onChange(event.target.checked)}
                aria-describedby={tellHintId}
                className="size-4 accent-burgundy-700"
              />
              <span className="text-sm font-semibold text-ink-900">Tell past buyers</span>
            </label>
            <p id={tellHintId} className="mt-1 pl-7 text-xs text-ink-500">
              When you save, each buyer of this product gets one email that the new edition is in
              their library (My downloads).
            </p>
          </div>
        ) : null}
        {format === 'digital' ? <DownloadLinkRules form={form} access={access} /> : null}
      </div>
      <div className="space-y-5">
        <FormField
          label="External link"
          density="compact"
          hint={locked('externalUrl') ?? 'Instead of a file: where buyers are sent.'}
          error={errors.externalUrl?.message}
        >
          <Input {...register('externalUrl')} type="url" readOnly={!may('externalUrl')} />
        </FormField>
        {/* Stripe's own price object: rarely needed, so out of the owner's way. */}
        <details open={Boolean(errors.stripePriceId) || undefined}>
          <summary className="cursor-pointer text-sm font-semibold text-ink-900">Advanced</summary>
          <FormField
            label="Stripe price id"
            density="compact"
            hint={locked('stripePriceId')}
            error={errors.stripePriceId?.message}
            className="mt-3"
          >
            <Input {...register('stripePriceId')} readOnly={!may('stripePriceId')} />
          </FormField>
        </details>
      </div>
    </div>
  );
}
