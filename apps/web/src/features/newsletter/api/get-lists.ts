import type { MailingList } from '@ministry/contracts';
import { apiRequest } from '@/lib/api-client';
import { loadContracts } from '@/lib/contracts';

/**
 * `GET /api/lists`: the lists a subscribe form offers. A page stands without them (its form then
 * offers the journal alone), so a failure is logged and answered with none.
 */
export async function getPublicLists(signal?: AbortSignal): Promise<MailingList[]> {
  const { mailingListSchema } = await loadContracts();
  try {
    const lists = await apiRequest('/api/lists', { schema: mailingListSchema.array(), signal });
    return lists.filter((list) => list.public);
  } catch (error) {
    console.warn('Could not load the mailing lists:', error);
    return [];
  }
}
