import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { Post } from '@ministry/contracts';
import { buttonStyles, DeleteButton } from '@/components/ui/button';
import { DataCell, DataRow, DataTable } from '@/components/ui/data-table';
import { QueryError } from '@/components/ui/error-alert';
import { Loading } from '@/components/ui/loading';
import { PageHeader } from '@/components/ui/page-header';
import { cmsTitle } from '../../lib/cms-title';
import { useConfirm } from '../../lib/confirm-dialog';
import { useDeletePost } from '../api/delete-post';
import { useAdminTime } from '../../lib/owner-time-zone';
import { allPostsQueryOptions } from '../api/get-all-posts';

export const DELETE_POST_CONFIRMATION = 'Are you sure you want to delete this post?';

function StatusBadge({ post: { published, publishAt } }: { post: Post }) {
  const { time } = useAdminTime();
  if (!published && publishAt) {
    return (
      <span className="rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-ink-900 ring-1 ring-gold-300">
        Scheduled for {time(publishAt)}
      </span>
    );
  }
  return published ? (
    <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      Published
    </span>
  ) : (
    <span className="rounded-full bg-parchment-200 px-2.5 py-0.5 text-xs font-semibold text-ink-700 ring-1 ring-parchment-400">
      Draft
    </span>
  );
}

/** `/admin/posts`: every post, drafts included, with Edit and Delete. */
export function PostsPage() {
  const posts = useQuery(allPostsQueryOptions());
  const deletion = useDeletePost();

  const { confirm, dialog } = useConfirm();

  async function handleDelete(post: Post) {
    if (deletion.isPending || !(await confirm(DELETE_POST_CONFIRMATION))) return;
    deletion.mutate(post);
  }

  return (
    <>
      <PageHeader
        align="start"
        title="Manage Posts"
        documentTitle={cmsTitle('Manage Posts')}
        lead="Write, publish and tidy the ministry's articles."
        actions={
          <Link to="/admin/posts/new" className={buttonStyles('primary', 'sm')}>
            + New Post
          </Link>
        }
      />
      {dialog}
      <QueryError title="Failed to fetch posts." error={posts.error} />
      {posts.isLoading ? <Loading label="Loading posts…" /> : null}
      {posts.data && posts.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No posts yet. Start with “+ New Post”.
        </p>
      ) : null}
      {posts.data && posts.data.length > 0 ? (
        <DataTable caption="Posts" columns={['Title', 'Author', 'Status', 'Actions']}>
          {posts.data.map((post) => (
            <DataRow key={post._id}>
              <DataCell label="Title" className="font-medium text-ink-900">
                {post.title}
              </DataCell>
              <DataCell label="Author">{post.author?.username ?? 'Unknown'}</DataCell>
              <DataCell label="Status">
                <StatusBadge post={post} />
              </DataCell>
              <DataCell label="Actions">
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/admin/posts/${post._id}/edit`}
                    aria-label={`Edit ${post.title}`}
                    className={buttonStyles('secondary', 'sm')}
                  >
                    Edit
                  </Link>
                  <DeleteButton
                    name={post.title}
                    pending={deletion.isPending && deletion.variables._id === post._id}
                    disabled={deletion.isPending}
                    onClick={() => void handleDelete(post)}
                  />
                </div>
              </DataCell>
            </DataRow>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
