import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { createPostInputSchema, type Post } from '@ministry/contracts';
import { getStoredUser, getToken } from '@/lib/auth-storage';
import { Button, buttonClasses } from '../../components/button';
import { Card } from '../../components/card';
import { ErrorAlert } from '../../components/error-alert';
import { TextAreaField, TextField } from '../../components/form-field';
import { messageOr } from '../../lib/error-message';
import { usePending } from '../../lib/use-pending';
import { useCategories } from '../../categories/api/get-categories';
import { createPost } from '../api/create-post';
import { updatePost } from '../api/update-post';
import { fieldErrors, type FieldErrors } from '@/lib/field-errors';

type FieldName = 'title' | 'excerpt' | 'content' | 'categories';

const fieldLabels: Record<FieldName, string> = {
  title: 'Title',
  excerpt: 'Excerpt',
  content: 'Content',
  categories: 'Categories',
};

const MARKDOWN_HINT =
  'Markdown is supported: **bold**, *italic*, ## headings, - lists and [links](https://example.org).';

interface PostFormProps {
  /** The post being edited; absent for a new post. */
  post?: Post;
}

/**
 * The one form for new and edited posts. A new post needs a title, an excerpt and content; an
 * edited one has no required fields (the server still refuses what breaks its rules).
 */
export function PostForm({ post }: PostFormProps) {
  const editing = post !== undefined;
  const navigate = useNavigate();
  const categories = useCategories({ auth: true });
  const saving = usePending();
  const categoriesLegendId = useId();

  const [title, setTitle] = useState(post?.title ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [content, setContent] = useState(post?.content ?? '');
  const [selected, setSelected] = useState<string[]>(post?.categories ?? []);
  const [published, setPublished] = useState(post?.published ?? false);
  const [errorsByField, setFieldErrors] = useState<FieldErrors<FieldName>>({});
  const [error, setError] = useState<string | null>(null);

  function toggleCategory(id: string, checked: boolean) {
    setSelected((current) =>
      checked ? [...current, id] : current.filter((categoryId) => categoryId !== id),
    );
  }

  async function create() {
    const token = getToken();
    const user = getStoredUser();
    if (!token || !user?._id) {
      setError('User not authenticated. Please log in.');
      return;
    }
    const parsed = createPostInputSchema.safeParse({
      title,
      excerpt,
      content,
      categories: selected,
      published,
    });
    if (!parsed.success) {
      setFieldErrors(fieldErrors(parsed.error, fieldLabels));
      return;
    }
    setFieldErrors({});
    try {
      await createPost({ ...parsed.data, author: user._id });
      await navigate('/admin/posts');
    } catch (failure) {
      setError(messageOr(failure, 'Failed to create post'));
    }
  }

  async function update(current: Post) {
    if (!getToken()) {
      setError('No authentication token found.');
      return;
    }
    try {
      await updatePost({ ...current, title, excerpt, content, categories: selected, published });
      await navigate('/admin/posts');
    } catch (failure) {
      setError(messageOr(failure, 'Failed to update post'));
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    await saving.run('save', () => (post ? update(post) : create()));
  }

  return (
    <>
      <ErrorAlert messages={[error, categories.error ? 'Failed to load categories' : null]} />
      <form onSubmit={handleSubmit} className="space-y-6">
        <Card>
          <div className="space-y-5">
            <TextField
              label="Title"
              name="title"
              required={!editing}
              maxLength={200}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              error={errorsByField.title}
            />
            <TextAreaField
              label="Excerpt"
              name="excerpt"
              rows={3}
              required={!editing}
              maxLength={1000}
              hint="A sentence or two shown in lists of posts."
              value={excerpt}
              onChange={(event) => setExcerpt(event.target.value)}
              error={errorsByField.excerpt}
            />
            <TextAreaField
              label="Content"
              name="content"
              rows={14}
              required={!editing}
              className="font-mono text-sm"
              hint={MARKDOWN_HINT}
              value={content}
              onChange={(event) => setContent(event.target.value)}
              error={errorsByField.content}
            />
          </div>
        </Card>

        <Card>
          <fieldset aria-describedby={`${categoriesLegendId}-hint`}>
            <legend className="mb-1 text-sm font-semibold text-ink-900">Categories</legend>
            <p id={`${categoriesLegendId}-hint`} className="mb-3 text-xs text-ink-500">
              Choose any that fit.
            </p>
            {categories.status === 'loading' ? (
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
              <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                {categories.data.map((category) => (
                  <label
                    key={category._id}
                    className="flex cursor-pointer items-center gap-2 rounded-md border border-parchment-300 bg-white px-3 py-2 text-sm has-checked:border-burgundy-700 has-checked:bg-burgundy-50"
                  >
                    <input
                      type="checkbox"
                      name="categories"
                      value={category._id}
                      checked={selected.includes(category._id)}
                      onChange={(event) => toggleCategory(category._id, event.target.checked)}
                      className="size-4 accent-burgundy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-burgundy-700"
                    />
                    {category.name}
                  </label>
                ))}
              </div>
            ) : null}
            {errorsByField.categories ? (
              <p className="mt-2 text-sm font-medium text-red-700">{errorsByField.categories}</p>
            ) : null}
          </fieldset>

          <label className="mt-6 flex items-start gap-3 border-t border-parchment-200 pt-5">
            <input
              type="checkbox"
              name="published"
              checked={published}
              onChange={(event) => setPublished(event.target.checked)}
              className="mt-0.5 size-4 accent-burgundy-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-burgundy-700"
            />
            <span>
              <span className="block text-sm font-semibold text-ink-900">Publish</span>
              <span className="block text-xs text-ink-500">
                Published posts appear on the site; others stay as drafts.
              </span>
            </span>
          </label>
        </Card>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" pending={saving.pending !== null}>
            {editing ? 'Update Post' : 'Create Post'}
          </Button>
          <Link to="/admin/posts" className={buttonClasses('secondary')}>
            Cancel
          </Link>
        </div>
      </form>
    </>
  );
}
