import type { UserRole } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** `PUT /api/users/{id}/role`. */
export const updateUserRole = (id: string, role: UserRole) =>
  apiRequest(`/api/users/${encodeURIComponent(id)}/role`, {
    method: 'PUT',
    body: { role },
    auth: true,
  });
