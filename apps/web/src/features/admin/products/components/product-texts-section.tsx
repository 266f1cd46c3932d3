import { useWatch } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { FormField, Textarea } from '@/components/ui/form-field';
import { MarkdownPreview } from './markdown-preview';
import type { SectionProps } from './product-form-access';

const MARKDOWN_HINT =
  'Markdown: **bold**, *italic*, ## headings, - lists and [links](https://example.org). The preview shows it as the product page will.';

/** The description (markdown, with its preview) and the product page's other texts. */
export function ProductTextsSection({ form }: Pick<SectionProps, 'form'>) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const description = useWatch({ control, name: 'description' });
  return (
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
          hint="One review a line; who said it in brackets at its end, “(Sophia, Texas)”, shows below the quote."
          error={errors.reviews?.message}
        >
          <Textarea {...register('reviews')} rows={4} />
        </FormField>
      </div>
    </Card>
  );
}
