// The product form's tests: the collections it offers, the list it returns to, one product.
import { http, HttpResponse } from 'msw';
import { buildAdminCollection, buildAdminProduct } from '../../testing/factories';
import { newslettersApi } from '../../testing/newsletters-api';
import { apiPath, server } from '@/testing/server';

/** The collection the form offers. */
export const lent = buildAdminCollection({ name: 'Great Lent' });

/**
 * The collections the form offers, the list it returns to after saving, and a live product's
 * "Send to New resources" (the lists, no sends yet).
 */
export function formApis() {
  newslettersApi();
  server.use(
    http.get(apiPath('/collections/admin'), () => HttpResponse.json([lent])),
    http.get(apiPath('/products/admin'), () =>
      HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }),
    ),
  );
}

/** Serves `product` to the edit page; returns it. */
export function productApi(product = buildAdminProduct()) {
  server.use(http.get(apiPath(`/products/admin/${product._id}`), () => HttpResponse.json(product)));
  return product;
}

/** A small PDF, as the owner would pick for a download. */
export const pdf = () =>
  new File(['%PDF-1.7 the text'], 'booklet.pdf', { type: 'application/pdf' });
