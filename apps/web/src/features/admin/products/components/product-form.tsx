import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { AdminProduct } from '@ministry/contracts';
import { Card } from '@/components/ui/card';
import { ErrorAlert } from '@/components/ui/error-alert';
import { useProductSave } from '../hooks/use-product-save';
import { ProductAudioSection } from './product-audio-section';
import { ProductBasicsSection } from './product-basics-section';
import { ProductFilesSection } from './product-files-section';
import { keepEnterFromSubmitting, useFieldAccess } from './product-form-access';
import { ProductFormActions } from './product-form-actions';
import { productFormValues, productResolver, type ProductFormValues } from './product-form-values';
import { ProductImageSection } from './product-image-section';
import { ProductPlacementSection } from './product-placement-section';
import { ProductTextsSection } from './product-texts-section';

interface ProductFormProps {
  /** The product being edited; absent for a new one. */
  product?: AdminProduct;
  /** A new product's starting values (another format of an existing title). */
  template?: Partial<AdminProduct>;
}

/** The one form for new and edited products. Editors see prices, stock and files read-only. */
export function ProductForm({ product, template }: ProductFormProps) {
  const { isAdmin, ...access } = useFieldAccess();
  const defaults = productFormValues(product ?? template);
  const form = useForm<ProductFormValues>({ resolver: productResolver, defaultValues: defaults });
  const saving = useProductSave({ product, defaults, form });
  /** Which uploads are running: the product is saved only once they are done. */
  const [uploading, setUploading] = useState({ image: false, download: false, audio: false });
  const busyUploading = uploading.image || uploading.download || uploading.audio;
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const [downloadFileId, format] = useWatch({ control, name: ['downloadFileId', 'format'] });
  /** A digital product that had a file and is given another: its buyers may be told. */
  const replacingFile = Boolean(
    product &&
    format === 'digital' &&
    (product.downloadFileId || product.downloadFile) &&
    downloadFileId &&
    downloadFileId !== product.downloadFileId,
  );
  const submit = (live: boolean) =>
    handleSubmit((values) => saving.save(values, { live, replacingFile }));

  return (
    <>
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <form
        onSubmit={submit(false)}
        onKeyDown={keepEnterFromSubmitting}
        className="space-y-6"
        noValidate
      >
        <ProductBasicsSection form={form} access={access} />
        <ProductTextsSection form={form} />
        <ProductPlacementSection form={form} access={access} />
        <Card variant="panel">
          <h2 className="mb-4 font-serif text-lg font-semibold text-burgundy-900">
            Image and files
          </h2>
          <ProductImageSection
            form={form}
            access={access}
            onBusyChange={(image) => setUploading((current) => ({ ...current, image }))}
          />
          <ProductFilesSection
            form={form}
            access={access}
            product={product}
            onBusyChange={(download) => setUploading((current) => ({ ...current, download }))}
            tellPastBuyers={{
              offered: replacingFile && isAdmin,
              checked: saving.tellPastBuyers,
              onChange: saving.setTellPastBuyers,
            }}
          />
        </Card>
        <ProductAudioSection
          form={form}
          access={access}
          product={product}
          onBusyChange={(audio) => setUploading((current) => ({ ...current, audio }))}
        />
        <ProductFormActions
          product={product}
          saving={isSubmitting}
          busyUploading={busyUploading}
          onMakeLive={() => void submit(true)()}
          list={saving.list}
          refusal={saving.refusal}
          told={saving.told}
          telling={saving.telling}
          onTellAgain={() => {
            if (product) void saving.announce(product._id);
          }}
        />
      </form>
    </>
  );
}
