import { postListSchema } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { getCategories } from '../../categories/api/get-categories';
import { getUsers } from '../../users/api/get-users';
import { useQuery } from '@/lib/use-query';

/** `GET /api/posts`: the public (published) list; the dashboard shows its length. */
export const getPublicPosts = (signal?: AbortSignal) =>
  apiRequest('/api/posts', { schema: postListSchema, ...(signal && { signal }) });

/** The three dashboard counts, each loaded on its own so one failure does not hide the others. */
export function useDashboardStats({ includeUsers }: { includeUsers: boolean }) {
  const posts = useQuery('dashboard:posts', (signal) =>
    getPublicPosts(signal).then((list) => list.length),
  );
  const users = useQuery(includeUsers ? 'dashboard:users' : null, (signal) =>
    getUsers(signal).then((list) => list.length),
  );
  const categories = useQuery('dashboard:categories', (signal) =>
    getCategories({ auth: true, signal }).then((list) => list.length),
  );
  return { posts, users, categories };
}
