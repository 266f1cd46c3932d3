import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';

/**
 * Every public page's `meta`. The head (title, description, canonical, Open Graph, Twitter card,
 * JSON-LD) is built by the page's loader on the server (lib/seo.server.ts) and handed over as
 * loader data, so the builders never travel in the page's JavaScript; this only picks it up. A
 * child's `meta` replaces its parents', so every public route exports one of these.
 */

export const SITE_NAME = 'Orthodox Resources';

/** "Booklets · Orthodox Resources"; the home page's own without a title. */
export const pageTitle = (title?: string): string =>
  title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Tools for the Journey`;

/** What a loader hands its page for the head. */
export interface WithHead {
  head: MetaDescriptor[];
}

/** A page kept out of search results (a failure, a buyer's own page): its title and noindex. */
export const unindexed = (title: string): MetaDescriptor[] => [
  { title: pageTitle(title) },
  { name: 'robots', content: 'noindex' },
];

const failureTitle = (status: number) => (status === 404 ? 'Page Not Found' : 'Page unavailable');

/**
 * A route's `meta`: the head its loader built, or, when the loader failed, the failure's title
 * (`titleOfFailure` for a page's own wording) and noindex.
 */
export const headMeta =
  (titleOfFailure: (status: number, data: unknown) => string = failureTitle) =>
  ({ loaderData, error }: { loaderData?: unknown; error?: unknown }): MetaDescriptor[] => {
    // React Router hands `error: null` to every page that did not fail.
    if (error != null || !loaderData) {
      const failure = isRouteErrorResponse(error) ? error : undefined;
      return unindexed(titleOfFailure(failure?.status ?? 500, failure?.data));
    }
    return (loaderData as Partial<WithHead>).head ?? [];
  };
