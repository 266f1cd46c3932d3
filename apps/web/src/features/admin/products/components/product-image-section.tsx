import { useWatch } from 'react-hook-form';
import { FormField, Input } from '@/components/ui/form-field';
import { FileUpload } from '../../components/file-upload';
import type { SectionProps } from './product-form-access';

/**
 * The chosen image or video as the product page will show it. Not the storefront's
 * ProductImage: sharing it would move it into a chunk of its own on the public pages' first load.
 */
function ImagePreview({ src }: { src: string }) {
  if (!src) {
    return <p className="grid h-full place-items-center text-xs text-ink-500">No image yet</p>;
  }
  const classes = 'h-full w-full object-cover';
  return /\.mp4$/i.test(src.split(/[?#]/)[0] ?? '') ? (
    <video
      src={src}
      className={classes}
      aria-label="Image preview"
      autoPlay
      loop
      muted
      playsInline
    />
  ) : (
    <img src={src} alt="Image preview" className={classes} />
  );
}

interface ProductImageSectionProps extends SectionProps {
  onBusyChange: (busy: boolean) => void;
}

/** The product's image (or video), uploaded or by address, or none on purpose. */
export function ProductImageSection({
  form,
  access: { may, locked },
  onBusyChange,
}: ProductImageSectionProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const imageUrl = useWatch({ control, name: 'imageUrl' });
  return (
    <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
      <div className="aspect-square overflow-hidden rounded-md border border-parchment-300 bg-white">
        <ImagePreview src={imageUrl} />
      </div>
      <div className="space-y-4">
        <FileUpload
          label="Upload image"
          accept="image/jpeg,image/png,image/webp,video/mp4"
          kind={(file) => (file.type === 'video/mp4' ? 'video' : 'image')}
          hint={locked('imageUrl') ?? 'JPEG, PNG or WebP up to 10 MB, or an MP4 up to 50 MB.'}
          disabled={!may('imageUrl')}
          onUploaded={(upload) => setValue('imageUrl', upload.url ?? '', { shouldDirty: true })}
          onBusyChange={onBusyChange}
        />
        <FormField label="Image address" density="compact" error={errors.imageUrl?.message}>
          <Input {...register('imageUrl')} readOnly={!may('imageUrl')} />
        </FormField>
        <label className="flex items-center gap-3">
          <input
            type="checkbox"
            {...register('noImage')}
            disabled={!may('noImage')}
            className="size-4 accent-burgundy-700"
          />
          <span className="text-sm font-semibold text-ink-900">
            No image (shown without one on purpose)
          </span>
        </label>
      </div>
    </div>
  );
}
