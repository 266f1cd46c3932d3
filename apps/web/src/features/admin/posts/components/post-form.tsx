import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import {
  createPostInputSchema,
  updatePostInputSchema,
  type Post,
  type PostSchedule,
  type SeasonTag,
} from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ErrorAlert, QueryError } from '@/components/ui/error-alert';
import { FormField, Input, Textarea } from '@/components/ui/form-field';
import { SeasonTagsField } from '@/components/ui/season-tags-field';
import { getStoredUser, getToken } from '@/lib/auth-storage';
import { messageOr } from '@/lib/error-message';
import { labelledResolver, setServerErrors } from '@/lib/form-errors';
import { categoriesQueryOptions } from '../../categories/api/get-categories';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import { nextPaschaYear, ScheduleField, scheduleFor, type PublishChoice } from './schedule-field';

interface PostFormValues {
  title: string;
  excerpt: string;
  content: string;
  categories: string[];
  seasons: SeasonTag[];
  published: boolean;
  schedule: PostSchedule | null;
}

const labels = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  categories: 'Categories',
  seasons: 'Seasons and feasts',
  schedule: 'Publish',
} as const;

const MARKDOWN_HINT =
  'Markdown is supported: **bold**, *italic*, ## headings, - lists and [links](https://example.org).';

// A new post is checked against the create contract; an edit against the update contract, in
// which no field is required (the spec's edit form has no required fields).
const createResolver = labelledResolver(
  zodResolver(createPostInputSchema),
  labels,
) as unknown as Resolver<PostFormValues>;
const updateResolver = labelledResolver(
  zodResolver(updatePostInputSchema),
  labels,
) as unknown as Resolver<PostFormValues>;

interface PostFormProps {
  /** The post being edited; absent for a new post. */
  post?: Post;
}

/** The one form for new and edited posts. */
export function PostForm({ post }: PostFormProps) {
  const editing = post !== undefined;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const categories = useQuery(categoriesQueryOptions({ auth: true }));
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const categoriesId = useId();
  const {
    control,
    formState: { errors, isSubmitting },
    getValues,
    handleSubmit,
    register,
    setError,
    setValue,
  } = useForm<PostFormValues>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: {
      title: post?.title ?? '',
      excerpt: post?.excerpt ?? '',
      content: post?.content ?? '',
      categories: post?.categories ?? [],
      seasons: post?.seasons ?? [],
      published: post?.published ?? false,
      schedule: post?.schedule ?? null,
    },
  });
  const [published, schedule] = useWatch({ control, name: ['published', 'schedule'] });
  const choice: PublishChoice = published ? 'now' : (schedule?.kind ?? 'draft');
  // The schedule's problem, or that of one of its fields (a date, a number of days, a year).
  const scheduleErrors = errors.schedule as Record<string, { message?: string } | undefined> & {
    message?: string;
  };
  const scheduleError =
    scheduleErrors?.message ??
    ['date', 'days', 'year'].map((field) => scheduleErrors?.[field]?.message).find(Boolean);

  function choose(next: PublishChoice) {
    setValue('published', next === 'now', { shouldDirty: true });
    const start = scheduleFor(next);
    setValue('schedule', start, { shouldDirty: true });
    if (start?.kind === 'pascha') void offerNextPascha(start);
  }

  /** Moves a new Pascha schedule on to next year's Pascha when this year's day has passed. */
  async function offerNextPascha(start: PostSchedule & { kind: 'pascha' }) {
    const year = await nextPaschaYear(queryClient, start.days).catch(() => start.year);
    const current = getValues('schedule');
    // Only if the owner has not changed the schedule meanwhile.
    if (year !== start.year && current?.kind === 'pascha' && current.year === start.year) {
      setValue('schedule', { ...current, year }, { shouldDirty: true });
    }
  }

  async function save(values: PostFormValues) {
    if (post) {
      if (!getToken()) return 'No authentication token found.';
      await updatePost.mutateAsync({ ...post, ...values });
    } else {
      const user = getStoredUser();
      if (!getToken() || !user?._id) return 'User not authenticated. Please log in.';
      await createPost.mutateAsync({ ...values, author: user._id });
    }
    return null;
  }

  async function onSubmit(values: PostFormValues) {
    try {
      const refusal = await save(values);
      if (refusal) setError('root.server', { message: refusal });
      else await navigate('/admin/posts');
    } catch (failure) {
      if (!setServerErrors(failure, setError, { labels })) {
        const fallback = editing ? 'Failed to update post' : 'Failed to create post';
        setError('root.server', { message: messageOr(failure, fallback) });
      }
    }
  }

  return (
    <>
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <QueryError title="Failed to load categories" error={categories.error} />
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <Card variant="panel">
          <div className="space-y-5">
            <FormField
              label="Title"
              density="compact"
              required={!editing}
              error={errors.title?.message}
            >
              <Input {...register('title')} required={!editing} maxLength={200} />
            </FormField>
            <FormField
              label="Excerpt"
              density="compact"
              required={!editing}
              hint="A sentence or two shown in lists of posts."
              error={errors.excerpt?.message}
            >
              <Textarea {...register('excerpt')} rows={3} required={!editing} maxLength={1000} />
            </FormField>
            <FormField
              label="Content"
              density="compact"
              required={!editing}
              hint={MARKDOWN_HINT}
              error={errors.content?.message}
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

        <Card variant="panel">
          <fieldset aria-describedby={`${categoriesId}-hint`}>
            <legend className="mb-1 text-sm font-semibold text-ink-900">Categories</legend>
            <p id={`${categoriesId}-hint`} className="mb-3 text-xs text-ink-500">
              Choose any that fit.
            </p>
            {categories.isLoading ? (
              <p role="status" className="text-sm text-ink-500">
                Loading categories…
              </p>
            ) : null}
            {categories.data && categories.data.length === 0 ? (
              <p className="text-sm text-ink-500">
                No categories yet. Add them under Manage Categories.
              </p>
            ) : null}
            {categories.data && categories.data.length > 0 ? (
              <Controller
                control={control}
                name="categories"
                render={({ field }) => (
                  <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                    {(categories.data ?? []).map((category) => (
                      <label
                        key={category._id}
                        className="flex cursor-pointer items-center gap-2 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm has-checked:border-burgundy-700 has-checked:bg-burgundy-50"
                      >
                        <input
                          type="checkbox"
                          name={field.name}
                          value={category._id}
                          checked={field.value.includes(category._id)}
                          onChange={(event) =>
                            field.onChange(
                              event.target.checked
                                ? [...field.value, category._id]
                                : field.value.filter((id) => id !== category._id),
                            )
                          }
                          onBlur={field.onBlur}
                          className="size-4 accent-burgundy-700"
                        />
                        {category.name}
                      </label>
                    ))}
                  </div>
                )}
              />
            ) : null}
            {errors.categories?.message ? (
              <p className="mt-2 text-sm font-medium text-red-700">{errors.categories.message}</p>
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
                />
              )}
            />
          </div>

          <ScheduleField
            choice={choice}
            schedule={schedule}
            onChoose={choose}
            onSchedule={(next) => setValue('schedule', next, { shouldDirty: true })}
            error={scheduleError}
          />
        </Card>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" pending={isSubmitting}>
            {editing ? 'Update Post' : 'Create Post'}
          </Button>
          <Link to="/admin/posts" className={buttonStyles('secondary', 'sm')}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
