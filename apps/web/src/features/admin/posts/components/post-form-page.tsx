import { useState } from 'react';
import { useParams } from 'react-router';
import { getToken } from '@/lib/auth-storage';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { statusOf } from '../../lib/error-message';
import { usePost } from '../api/get-post';
import { PostForm } from './post-form';

/** `/admin/posts/new`. */
export function NewPostPage() {
  return (
    <>
      <PageHeader title="New Post" description="Title, excerpt and content are required." />
      <PostForm />
    </>
  );
}

/** `/admin/posts/{id}/edit`: loads the post, then shows the same form filled in. */
export function EditPostPage() {
  const { id = '' } = useParams();
  const [hasToken] = useState(() => Boolean(getToken()));
  const post = usePost(hasToken ? id : null);

  return (
    <>
      <PageHeader title="Edit Post" />
      <ErrorAlert
        messages={[
          hasToken ? null : 'No authentication token found.',
          post.error ? `Post not found: ${statusOf(post.error)}` : null,
        ]}
      />
      {post.status === 'loading' ? <Loading label="Loading post…" /> : null}
      {post.data ? <PostForm key={post.data._id} post={post.data} /> : null}
    </>
  );
}
