import { useLocation } from 'react-router';

const LIST = '/admin/products';

/** What the products list hands the screens it opens: its own search, filters and page. */
export const listState = (search: string) => ({ listSearch: search });

/**
 * Where a product screen returns to: the list as the owner left it (search, filters, page, all
 * kept in its address), or the whole list when the screen was opened some other way.
 */
export function useListReturn(): string {
  const state: unknown = useLocation().state;
  const search =
    typeof state === 'object' && state !== null && 'listSearch' in state
      ? state.listSearch
      : undefined;
  return typeof search === 'string' && search.startsWith('?') ? `${LIST}${search}` : LIST;
}
