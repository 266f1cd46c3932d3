import { http, HttpResponse } from 'msw';
import type { CatalogueChange, CatalogueSummary } from '@ministry/contracts';
import { apiPath, server } from '@/testing/server';

/** The dashboard's catalogue calls: its counts and the recent changes. */
export function dashboardCatalogueApi({
  summary = { products: 0, drafts: 0, archived: 0, lowStock: 0, outOfStock: 0 },
  changes = [],
}: { summary?: CatalogueSummary; changes?: CatalogueChange[] } = {}) {
  server.use(
    http.get(apiPath('/products/admin/summary'), () => HttpResponse.json(summary)),
    http.get(apiPath('/changes'), () => HttpResponse.json(changes)),
  );
}
