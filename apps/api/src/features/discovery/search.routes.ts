import { Router } from 'express';
import { searchQuerySchema } from '@ministry/contracts';
import { validated } from '@ministry/http';
import { sendPublicAnswer } from '../../http/public-answers.js';
import { createSiteSearch, type SiteSearch } from './search.service.js';

/** `GET /api/search?q=&kind=&limit=`: results grouped by kind, with the matches to mark. */
export function searchRoutes(search: SiteSearch = createSiteSearch()): Router {
  const router = Router();
  router.get(
    '/search',
    validated({ query: searchQuerySchema }, async ({ query }, _req, res) => {
      sendPublicAnswer(res, await search.search(query));
    }),
  );
  return router;
}
