import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  createProductInputSchema,
  DEFAULT_DOWNLOAD_LINK_DAYS,
  DEFAULT_DOWNLOADS_PER_LINK,
  EDITOR_PRODUCT_FIELDS,
  PRODUCT_CATEGORIES,
  type AdminProduct,
  type CreateProductInput,
  type NewEditionAnswer,
  type ProductField,
  type SeasonTag,
  type Upload,
  type UpdateProductInput,
} from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input, Select, Textarea } from '@/components/ui/form-field';
import { SeasonTagsField } from '@/components/ui/season-tags-field';
import { messageOr } from '@/lib/error-message';
import { CATEGORY_NAMES } from '@/lib/category-names';
import { formatLabel } from '@/lib/format';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { adminCollectionsQueryOptions } from '../../lib/collections-query';
import { useCurrentUser } from '../../lib/current-user';
import { useCreateProduct, useUpdateProduct } from '../api/save-product';
import { useTellPastBuyers } from '../api/tell-past-buyers';
import { useListReturn } from '../hooks/use-list-return';
import { FileUpload, megabytes } from './file-upload';
import { MarkdownPreview } from './markdown-preview';

/** What the form holds: text as typed (numbers as the inputs give them, reviews one a line). */
export interface ProductFormValues {
  name: string;
  slug: string;
  format: 'digital' | 'physical';
  description: string;
  price: number;
  stock: number;
  featured: boolean;
  category: string;
  collections: string[];
  seasons: SeasonTag[];
  abstract: string;
  scriptureContext: string;
  usageNotes: string;
  reviews: string;
  stripePriceId: string;
  imageUrl: string;
  externalUrl: string;
  downloadFileId: string;
  /** Empty: the shop's default. */
  downloadsPerLink: string;
  downloadLinkDays: string;
}

export const productLabels: Record<ProductField, string> = {
  name: 'Name',
  slug: 'Slug',
  format: 'Format',
  description: 'Description',
  price: 'Price',
  stock: 'Stock',
  featured: 'Featured',
  category: 'Category',
  collections: 'Collections',
  seasons: 'Seasons and feasts',
  abstract: 'Abstract',
  scriptureContext: 'Scripture context',
  usageNotes: 'Usage notes',
  reviews: 'Reviews',
  stripePriceId: 'Stripe price id',
  imageUrl: 'Image address',
  externalUrl: 'External link',
  downloadFileId: 'Download file',
  downloadsPerLink: 'Downloads per link',
  downloadLinkDays: 'Link lifetime (days)',
};

const optional = (text: string) => (text.trim() ? text.trim() : undefined);
/** A number field left empty is "use the shop's default"; anything else goes to the contract. */
const optionalNumber = (text: string) => (text.trim() ? Number(text) : undefined);

/** The form's values as the create contract reads them: blank optional texts left out. */
export function toProductInput(values: ProductFormValues): CreateProductInput {
  const input = {
    name: values.name,
    slug: optional(values.slug),
    format: values.format,
    description: optional(values.description),
    price: values.price,
    stock: values.stock,
    featured: values.featured,
    category: optional(values.category),
    collections: values.collections,
    seasons: values.seasons,
    abstract: optional(values.abstract),
    scriptureContext: optional(values.scriptureContext),
    usageNotes: optional(values.usageNotes),
    reviews: values.reviews
      .split('\n')
      .map((review) => review.trim())
      .filter(Boolean),
    stripePriceId: optional(values.stripePriceId),
    imageUrl: optional(values.imageUrl),
    externalUrl: optional(values.externalUrl),
    downloadFileId: optional(values.downloadFileId),
    downloadsPerLink: optionalNumber(values.downloadsPerLink),
    downloadLinkDays: optionalNumber(values.downloadLinkDays),
  };
  return Object.fromEntries(
    Object.entries(input).filter(([, value]) => value !== undefined),
  ) as CreateProductInput;
}

/** Only what changed, as `PATCH` takes it: a cleared optional field is sent as null. */
export function productChanges(
  before: ProductFormValues,
  after: ProductFormValues,
): UpdateProductInput {
  const old = toProductInput(before) as Record<string, unknown>;
  const next = toProductInput(after) as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(old), ...Object.keys(next)])) {
    if (JSON.stringify(old[key]) !== JSON.stringify(next[key])) changes[key] = next[key] ?? null;
  }
  return changes;
}

export function productFormValues(product?: Partial<AdminProduct>): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    format: product?.format ?? 'digital',
    description: product?.description ?? '',
    price: product?.price ?? 0,
    stock: product?.stock ?? 0,
    featured: product?.featured ?? false,
    category: product?.category ?? '',
    collections: product?.collections ?? [],
    seasons: product?.seasons ?? [],
    abstract: product?.abstract ?? '',
    scriptureContext: product?.scriptureContext ?? '',
    usageNotes: product?.usageNotes ?? '',
    reviews: (product?.reviews ?? []).join('\n'),
    stripePriceId: product?.stripePriceId ?? '',
    imageUrl: product?.imageUrl ?? '',
    externalUrl: product?.externalUrl ?? '',
    downloadFileId: product?.downloadFileId ?? '',
    downloadsPerLink: product?.downloadsPerLink?.toString() ?? '',
    downloadLinkDays: product?.downloadLinkDays?.toString() ?? '',
  };
}

// The contract checks the values as they will be sent; a problem inside a list (one review too
// long) is shown on the list's field.
const contractResolver = zodResolver(createProductInputSchema);

/** The first message inside a nested error (a list's item), for the list's own field. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { message } = error as { message?: unknown };
  if (typeof message === 'string') return message;
  for (const inner of Object.values(error)) {
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

const resolver: Resolver<ProductFormValues> = labelledResolver<
  ProductFormValues,
  unknown,
  ProductFormValues
>(async (values, context, options) => {
  const result = await contractResolver(toProductInput(values), context, options as never);
  const entries = Object.entries(result.errors);
  if (entries.length === 0) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, error] of entries) {
    errors[name] = { type: 'validate', message: firstMessage(error) ?? 'is not valid' };
  }
  return { values: {}, errors: errors as FieldErrors<ProductFormValues> };
}, productLabels);

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

const buyers = (count: number) => `${count} ${count === 1 ? 'buyer' : 'buyers'}`;

/** What "Tell past buyers" did, in the owner's words. */
function toldBuyers({ notified, failed }: NewEditionAnswer): string {
  const told =
    notified === 0 && failed === 0
      ? 'Saved. No buyers to tell: nobody else has bought this file, or they were told already.'
      : `Saved. ${buyers(notified)} told of the new edition.`;
  return failed > 0
    ? `${told} ${buyers(failed)} could not be emailed; try again to tell them.`
    : told;
}

const conflictField = (message: string) => (/slug/i.test(message) ? ('slug' as const) : undefined);

const MARKDOWN_HINT =
  'Markdown: **bold**, *italic*, ## headings, - lists and [links](https://example.org). The preview shows it as the product page will.';

interface ProductFormProps {
  /** The product being edited; absent for a new one. */
  product?: AdminProduct;
  /** A new product's starting values (another format of an existing title). */
  template?: Partial<AdminProduct>;
}

/** The one form for new and edited products. Editors see prices, stock and files read-only. */
export function ProductForm({ product, template }: ProductFormProps) {
  const { isAdmin } = useCurrentUser();
  const navigate = useNavigate();
  const list = useListReturn();
  const collections = useQuery(adminCollectionsQueryOptions());
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const tellBuyers = useTellPastBuyers();
  const [tellPastBuyers, setTellPastBuyers] = useState(false);
  const tellHintId = useId();
  /** What telling past buyers did, or why it could not (the product itself is saved then). */
  const [told, setTold] = useState<{ message: string; failed: boolean } | null>(null);
  const defaults = productFormValues(product ?? template);
  /** The download file uploaded on this screen, shown by its own name, size and type. */
  const [uploadedFile, setUploadedFile] = useState<Upload | null>(null);
  /** Which uploads are running: the product is saved only once they are done. */
  const [uploading, setUploading] = useState({ image: false, download: false });
  const busyUploading = uploading.image || uploading.download;
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    setError,
    setValue,
  } = useForm<ProductFormValues>({ resolver, defaultValues: defaults });
  const [description, imageUrl, downloadFileId, format] = useWatch({
    control,
    name: ['description', 'imageUrl', 'downloadFileId', 'format'],
  });
  /** Whether this user may change a field; the server refuses the rest (403) anyway. */
  const may = (field: ProductField) => isAdmin || EDITOR_PRODUCT_FIELDS.includes(field);
  const locked = (field: ProductField) =>
    may(field) ? undefined : 'Only an admin can change this.';
  /** A digital product that had a file and is given another: its buyers may be told. */
  const replacingFile = Boolean(
    product &&
    format === 'digital' &&
    (product.downloadFileId || product.downloadFile) &&
    downloadFileId &&
    downloadFileId !== product.downloadFileId,
  );

  async function announce(productId: string) {
    try {
      const answer = await tellBuyers.mutateAsync(productId);
      setTold({ message: toldBuyers(answer), failed: answer.failed > 0 });
    } catch (failure) {
      setTold({
        message: `Saved, but past buyers were not told: ${messageOr(failure, 'the request failed')}.`,
        failed: true,
      });
    }
  }

  async function onSubmit(values: ProductFormValues) {
    setTold(null);
    try {
      if (product) {
        const changes = productChanges(defaults, values);
        if (Object.keys(changes).length > 0) {
          await updateProduct.mutateAsync({ id: product._id, changes });
        }
        if (tellPastBuyers && replacingFile && changes.downloadFileId) {
          // Stay on the form: the owner sees how many buyers were told, or why not.
          setTellPastBuyers(false);
          await announce(product._id);
          return;
        }
      } else {
        await createProduct.mutateAsync(toProductInput(values));
      }
      await navigate(list);
    } catch (failure) {
      if (!setServerErrors(failure, setError, { labels: productLabels, conflictField })) {
        const fallback = product ? 'Failed to update product' : 'Failed to create product';
        setError('root.server', { message: messageOr(failure, fallback) });
      }
    }
  }

  return (
    <>
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <QueryError title="Failed to load collections" error={collections.error} />
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-6" noValidate>
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
            <FormField
              label="Price (USD)"
              density="compact"
              hint={locked('price') ?? '0 makes the product free.'}
              error={errors.price?.message}
            >
              <Input
                {...register('price', { valueAsNumber: true })}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                readOnly={!may('price')}
              />
            </FormField>
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
              <input
                type="checkbox"
                {...register('featured')}
                className="size-4 accent-burgundy-700"
              />
              <span className="text-sm font-semibold text-ink-900">Featured on the home page</span>
            </label>
          </div>
        </Card>

        <Card variant="panel">
          <div className="grid gap-5 lg:grid-cols-2">
            <FormField
              label="Description"
              density="compact"
              hint={MARKDOWN_HINT}
              error={errors.description?.message}
            >
              <Textarea {...register('description')} rows={14} className="font-mono text-sm" />
            </FormField>
            <div>
              <p className="mb-1 text-sm font-semibold text-ink-900">Preview</p>
              <MarkdownPreview source={description} />
            </div>
          </div>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            <FormField label="Abstract" density="compact" error={errors.abstract?.message}>
              <Textarea {...register('abstract')} rows={4} />
            </FormField>
            <FormField
              label="Scripture context"
              density="compact"
              error={errors.scriptureContext?.message}
            >
              <Textarea {...register('scriptureContext')} rows={4} />
            </FormField>
            <FormField label="Usage notes" density="compact" error={errors.usageNotes?.message}>
              <Textarea {...register('usageNotes')} rows={4} />
            </FormField>
            <FormField
              label="Reviews"
              density="compact"
              hint="One review a line."
              error={errors.reviews?.message}
            >
              <Textarea {...register('reviews')} rows={4} />
            </FormField>
          </div>
        </Card>

        <Card variant="panel">
          <fieldset>
            <legend className="mb-3 text-sm font-semibold text-ink-900">Collections</legend>
            {collections.data && collections.data.length === 0 ? (
              <p className="text-sm text-ink-500">
                No collections yet. Add them under Manage Collections.
              </p>
            ) : null}
            {collections.data && collections.data.length > 0 ? (
              <Controller
                control={control}
                name="collections"
                render={({ field }) => (
                  <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                    {(collections.data ?? []).map((collection) => (
                      <label
                        key={collection._id}
                        className="flex cursor-pointer items-center gap-2 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm has-checked:border-burgundy-700 has-checked:bg-burgundy-50"
                      >
                        <input
                          type="checkbox"
                          value={collection._id}
                          checked={field.value.includes(collection._id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, collection._id]
                                : field.value.filter((id) => id !== collection._id),
                            )
                          }
                          className="size-4 accent-burgundy-700"
                        />
                        {collection.name}
                      </label>
                    ))}
                  </div>
                )}
              />
            ) : null}
            {errors.collections?.message ? (
              <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                {errors.collections.message}
              </p>
            ) : null}
          </fieldset>
          <div className="mt-6 border-t border-parchment-200 pt-5">
            <Controller
              control={control}
              name="seasons"
              render={({ field }) => (
                <SeasonTagsField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={errors.seasons?.message}
                  disabled={!may('seasons')}
                />
              )}
            />
          </div>
        </Card>

        <Card variant="panel">
          <h2 className="mb-4 font-serif text-lg font-semibold text-burgundy-900">
            Image and files
          </h2>
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
                onUploaded={(upload) =>
                  setValue('imageUrl', upload.url ?? '', { shouldDirty: true })
                }
                onBusyChange={(image) => setUploading((current) => ({ ...current, image }))}
              />
              <FormField label="Image address" density="compact" error={errors.imageUrl?.message}>
                <Input {...register('imageUrl')} readOnly={!may('imageUrl')} />
              </FormField>
            </div>
          </div>
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
                onBusyChange={(download) => setUploading((current) => ({ ...current, download }))}
              />
              {uploading.download ? null : (
                <p className="text-sm text-ink-700" data-testid="download-file">
                  {downloadFileDescription(downloadFileId, uploadedFile, product)}
                </p>
              )}
              {errors.downloadFileId?.message ? (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {errors.downloadFileId.message}
                </p>
              ) : null}
              {replacingFile && isAdmin ? (
                <div className="rounded-md border border-parchment-300 bg-white px-3 py-2">
                  <label className="flex items-center gap-3">
                    <input
                      type="checkbox"
                      checked={tellPastBuyers}
                      onChange={(event) => setTellPastBuyers(event.target.checked)}
                      aria-describedby={tellHintId}
                      className="size-4 accent-burgundy-700"
                    />
                    <span className="text-sm font-semibold text-ink-900">Tell past buyers</span>
                  </label>
                  <p id={tellHintId} className="mt-1 pl-7 text-xs text-ink-500">
                    When you save, each buyer of this product gets one email that the new edition is
                    in their library (My downloads).
                  </p>
                </div>
              ) : null}
              {format === 'digital' ? (
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
              ) : null}
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
                <summary className="cursor-pointer text-sm font-semibold text-ink-900">
                  Advanced
                </summary>
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
        </Card>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" pending={isSubmitting} disabled={busyUploading}>
            {product ? 'Save Product' : 'Create Product'}
          </Button>
          {busyUploading ? (
            <span className="text-sm text-ink-500">Waiting for the upload to finish…</span>
          ) : null}
          <Link to={list} className={buttonStyles('secondary', 'sm')}>
            {told ? 'Back to products' : 'Cancel'}
          </Link>
          {told?.failed && product ? (
            <Button
              size="sm"
              variant="secondary"
              pending={tellBuyers.isPending}
              pendingLabel="Telling buyers…"
              onClick={() => void announce(product._id)}
            >
              Try again
            </Button>
          ) : null}
        </div>
        <ErrorAlert messages={[told?.failed ? told.message : null]} />
        <p role="status" className="text-sm font-medium text-ink-900">
          {told && !told.failed ? told.message : null}
        </p>
      </form>
    </>
  );
}
