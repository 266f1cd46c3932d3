import { categorySlug } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';

/** `POST /api/categories`. The slug follows the spec's rule; the server recomputes it anyway. */
export const createCategory = (name: string) =>
  apiRequest('/api/categories', {
    method: 'POST',
    body: { name, slug: categorySlug(name) },
    auth: true,
  });
