import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import type { Post } from '@ministry/contracts';
import { describeError, ErrorAlert } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { statusOf } from '@/lib/error-message';
import { SendAsEmail } from '../../components/send-as-email';
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
      {post.data ? (
        <>
          <PostForm key={post.data._id} post={post.data} />
          <PostEmail post={post.data} />
        </>
      ) : null}
    </>
  );
}

/**
 * "Also send as an email": a published post is sent now; a draft scheduled for later only with
 * its publication; an unscheduled draft not at all.
 */
function PostEmail({ post }: { post: Post }) {
  // A draft's schedule resolves to `publishAt` (null once it has published).
  const later = !post.published && post.publishAt ? post.publishAt : undefined;
  const refusal =
    post.published || later
      ? undefined
      : 'A draft is sent as an email with its publication: publish the post, or schedule it, first.';
  return (
    <SendAsEmail
      source="post"
      sourceId={post._id}
      title="Also send as an email"
      defaultList="journal"
      refusal={refusal}
      scheduledFor={later}
    />
  );
}
