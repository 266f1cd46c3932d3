import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { describeError, ErrorAlert } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { cmsTitle } from '../../lib/cms-title';
import { postQueryOptions } from '../api/get-post';
import { PostForm } from './post-form';

/** `/admin/posts/new`. */
export function NewPostPage() {
  return (
    <>
      <PageHeader
        align="start"
        title="New Post"
        documentTitle={cmsTitle('New Post')}
        lead="Title, excerpt and content are required."
      />
      <PostForm />
    </>
  );
}

/** `/admin/posts/{id}/edit`: loads the post, then shows the same form filled in. */
export function EditPostPage() {
  const { id = '' } = useParams();
  const post = useQuery(postQueryOptions(id));

  return (
    <>
      <PageHeader align="start" title="Edit Post" documentTitle={cmsTitle('Edit Post')} />
      <ErrorAlert
        messages={[
          post.error ? `Post not found: ${statusOf(post.error)}` : null,
          post.error && statusOf(post.error) !== 404 ? describeError(post.error) : null,
        ]}
      />
      {post.isLoading ? <Loading label="Loading post…" /> : null}
      {post.data ? <PostForm key={post.data._id} post={post.data} /> : null}
    </>
  );
}
