import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { createPearlInputSchema, type CreatePearlInput, type Pearl } from '@ministry/contracts';
import { Button } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { SeasonTagsField } from '@/components/ui/season-tags-field';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { fieldErrorMessage } from '../../lib/form-fields';
import { type OutcomeLink, useClearedByPageChanges } from '../../lib/latest-outcome';
import { useCreatePearl, useUpdatePearl } from '../api/pearls';

const labels = {
  title: 'Saint or source',
  body: 'Words',
  book: 'Book',
  seasons: 'Seasons and feasts',
};
const resolver = labelledResolver(zodResolver(createPearlInputSchema), labels);

interface PearlFormProps extends OutcomeLink {
  pearl?: Pearl;
  onDone: () => void;
}

/** A pearl's title, its words and the book they come from; new or edited. */
export function PearlForm({ pearl, onDone, onSubmitStart, pageChanges = 0 }: PearlFormProps) {
  const createPearl = useCreatePearl();
  const updatePearl = useUpdatePearl();
  const {
    control,
    formState: { errors, isSubmitting },
    handleSubmit,
    register,
    reset,
    clearErrors,
    setError,
  } = useForm<z.input<typeof createPearlInputSchema>, unknown, CreatePearlInput>({
    resolver,
    defaultValues: {
      title: pearl?.title ?? '',
      body: pearl?.body ?? '',
      book: pearl?.book ?? '',
      seasons: pearl?.seasons ?? [],
    },
  });
  useClearedByPageChanges(clearErrors, pageChanges);

  async function save(values: CreatePearlInput) {
    const book = values.book?.trim() ? values.book : undefined;
    try {
      if (pearl) {
        await updatePearl.mutateAsync({
          id: pearl._id,
          changes: {
            title: values.title,
            body: values.body,
            book: book ?? null,
            seasons: values.seasons,
          },
        });
      } else {
        await createPearl.mutateAsync({
          title: values.title,
          body: values.body,
          book,
          seasons: values.seasons,
        });
        reset({ title: '', body: '', book: '', seasons: [] });
      }
      onDone();
    } catch (failure) {
      if (!setServerErrors(failure, setError, { labels })) {
        setError('root.server', {
          message: messageOr(failure, pearl ? 'Failed to update pearl' : 'Failed to add pearl'),
        });
      }
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    onSubmitStart?.();
    void handleSubmit(save)(event);
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label="Saint or source"
          density="compact"
          required
          error={fieldErrorMessage(errors.title)}
        >
          <Input {...register('title')} maxLength={200} required />
        </FormField>
        <FormField
          label="Book"
          density="compact"
          hint="Where the words come from."
          error={fieldErrorMessage(errors.book)}
        >
          <Input {...register('book')} maxLength={200} />
        </FormField>
      </div>
      <FormField label="Words" density="compact" required error={fieldErrorMessage(errors.body)}>
        <Textarea {...register('body')} rows={4} maxLength={5000} required />
      </FormField>
      <Controller
        control={control}
        name="seasons"
        render={({ field }) => (
          <SeasonTagsField
            value={field.value ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldErrorMessage(errors.seasons)}
          />
        )}
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" pending={isSubmitting}>
          {pearl ? 'Save Pearl' : 'Add Pearl'}
        </Button>
        {pearl ? (
          <Button size="sm" variant="secondary" onClick={onDone}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
