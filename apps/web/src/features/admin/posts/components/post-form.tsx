import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Link } from '@/components/ui/link';
import type { Post } from '@ministry/contracts';
import { Button, buttonStyles } from '@/components/ui/button';
import { ErrorAlert } from '@/components/ui/error-alert';
import { getStoredUser } from '@/lib/auth-storage';
import { NoSessionError } from '@/lib/api-client';
import { messageOr } from '@/lib/error-message';
import { setServerErrors } from '@/lib/form-errors';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import { PostAudioFields } from './post-audio-fields';
import { PostFilingFields } from './post-filing-fields';
import {
  createResolver,
  labels,
  postFormValues,
  postInput,
  updateResolver,
  type PostFormValues,
} from './post-form-values';
import { PostTextFields } from './post-text-fields';

interface PostFormProps {
  /** The post being edited; absent for a new post. */
  post?: Post;
}

/** The one form for new and edited posts. */
export function PostForm({ post }: PostFormProps) {
  const editing = post !== undefined;
  const navigate = useNavigate();
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();
  const form = useForm<PostFormValues>({
    resolver: editing ? updateResolver : createResolver,
    defaultValues: postFormValues(post),
  });
  const {
    formState: { errors, isSubmitting },
    handleSubmit,
    setError,
  } = form;
  /** A recording still uploading: the post is saved once it is in. */
  const [uploading, setUploading] = useState(false);

  async function save(values: PostFormValues) {
    if (post) {
      await updatePost.mutateAsync({ ...post, ...postInput(values, post) });
    } else {
      // The server records the signed-in user; the spec's form refuses without one stored.
      const user = getStoredUser();
      if (!user?._id) return 'User not authenticated. Please log in.';
      await createPost.mutateAsync({ ...postInput(values), author: user._id });
    }
    return null;
  }

  async function onSubmit(values: PostFormValues) {
    try {
      const refusal = await save(values);
      if (refusal) setError('root.server', { message: refusal });
      else await navigate('/admin/posts');
    } catch (failure) {
      if (failure instanceof NoSessionError) {
        // Signed out elsewhere while the form was open: nothing was sent (the spec's words).
        const words = editing
          ? 'No authentication token found.'
          : 'User not authenticated. Please log in.';
        setError('root.server', { message: words });
      } else if (!setServerErrors(failure, setError, { labels })) {
        const fallback = editing ? 'Failed to update post' : 'Failed to create post';
        setError('root.server', { message: messageOr(failure, fallback) });
      }
    }
  }

  return (
    <FormProvider {...form}>
      <ErrorAlert messages={[errors.root?.server?.message]} />
      <form onSubmit={handleSubmit(onSubmit)} className="space-y-6">
        <PostTextFields editing={editing} />
        <PostFilingFields />
        <PostAudioFields saved={post?.audio} onBusyChange={setUploading} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="sm" pending={isSubmitting} disabled={uploading}>
            {editing ? 'Update Post' : 'Create Post'}
          </Button>
          <Link to="/admin/posts" className={buttonStyles('secondary', 'sm')}>
            Cancel
          </Link>
        </div>
      </form>
    </FormProvider>
  );
}
