import { useState } from 'react';
import { Link } from 'react-router';
import type { Post } from '@ministry/contracts';
import { getToken } from '@/lib/auth-storage';
import { buttonClasses, DeleteButton } from '../../components/button';
import { cellClasses, DataTable } from '../../components/data-table';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { PageHeader } from '../../components/page-header';
import { messageOr } from '../../lib/error-message';
import { usePending } from '../../lib/use-pending';
import { deletePost } from '../api/delete-post';
import { useAllPosts } from '../api/get-all-posts';

export const DELETE_POST_CONFIRMATION = 'Are you sure you want to delete this post?';

function StatusBadge({ published }: { published: boolean }) {
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
  const [hasToken] = useState(() => Boolean(getToken()));
  const posts = useAllPosts({ enabled: hasToken });
  const deletion = usePending();
  const [actionError, setActionError] = useState<string | null>(null);

  async function handleDelete(post: Post) {
    if (!window.confirm(DELETE_POST_CONFIRMATION)) return;
    await deletion.run(post._id, async () => {
      try {
        await deletePost(post._id);
        setActionError(null);
        posts.setData((list) => list.filter((item) => item._id !== post._id));
      } catch (error) {
        setActionError(messageOr(error, 'Failed to delete post'));
      }
    });
  }

  return (
    <>
      <PageHeader
        title="Manage Posts"
        description="Write, publish and tidy the ministry's articles."
        actions={
          <Link to="/admin/posts/new" className={buttonClasses('primary')}>
            + New Post
          </Link>
        }
      />
      <ErrorAlert
        messages={[
          hasToken ? null : 'Unauthorized: No token found.',
          posts.error ? 'Failed to fetch posts.' : null,
          actionError,
        ]}
      />
      {posts.status === 'loading' ? <Loading label="Loading posts…" /> : null}
      {posts.data && posts.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-parchment-400 bg-parchment-50 p-8 text-center text-ink-500">
          No posts yet. Start with “+ New Post”.
        </p>
      ) : null}
      {posts.data && posts.data.length > 0 ? (
        <DataTable caption="Posts" columns={['Title', 'Author', 'Status', 'Actions']}>
          {posts.data.map((post) => (
            <tr key={post._id} className="hover:bg-parchment-100">
              <td className={`${cellClasses} font-medium text-ink-900`}>{post.title}</td>
              <td className={cellClasses}>{post.author?.username ?? 'Unknown'}</td>
              <td className={cellClasses}>
                <StatusBadge published={post.published} />
              </td>
              <td className={cellClasses}>
                <div className="flex flex-wrap gap-2">
                  <Link
                    to={`/admin/posts/${post._id}/edit`}
                    aria-label={`Edit ${post.title}`}
                    className={buttonClasses('secondary', 'px-3 py-1.5')}
                  >
                    Edit
                  </Link>
                  <DeleteButton
                    name={post.title}
                    pending={deletion.pending === post._id}
                    disabled={deletion.pending !== null}
                    onClick={() => handleDelete(post)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </DataTable>
      ) : null}
    </>
  );
}
