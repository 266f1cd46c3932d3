import { apiRequest } from '@/lib/api-client';

/** `DELETE /api/categories/{id}`. */
export const deleteCategory = (id: string) =>
  apiRequest(`/api/categories/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });
