import { useFormContext } from 'react-hook-form';
import { Card } from '@/components/ui/card';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { fieldErrorMessage } from '../../lib/form-fields';
import type { PostFormValues } from './post-form-values';

const MARKDOWN_HINT =
  'Markdown is supported: **bold**, *italic*, ## headings, - lists and [links](https://example.org).';

/** The post's words: title, excerpt and content (required for a new post only). */
export function PostTextFields({ editing }: { editing: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PostFormValues>();
  return (
    <Card variant="panel">
      <div className="space-y-5">
        <FormField
          label="Title"
          density="compact"
          required={!editing}
          error={fieldErrorMessage(errors.title)}
        >
          <Input {...register('title')} required={!editing} maxLength={200} />
        </FormField>
        <FormField
          label="Excerpt"
          density="compact"
          required={!editing}
          hint="A sentence or two shown in lists of posts."
          error={fieldErrorMessage(errors.excerpt)}
        >
          <Textarea {...register('excerpt')} rows={3} required={!editing} maxLength={1000} />
        </FormField>
        <FormField
          label="Content"
          density="compact"
          required={!editing}
          hint={MARKDOWN_HINT}
          error={fieldErrorMessage(errors.content)}
        >
          <Textarea
            {...register('content')}
            rows={14}
            required={!editing}
            className="font-mono text-sm"
          />
        </FormField>
      </div>
    </Card>
  );
}
