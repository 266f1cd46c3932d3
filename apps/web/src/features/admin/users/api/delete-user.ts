import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/users/{id}`. */
export const deleteUser = (id: string) =>
  apiRequest(`/api/users/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
