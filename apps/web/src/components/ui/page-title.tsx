import { pageTitle } from '@/lib/seo';

/**
 * The document title of a browser-only screen (the admin, sign-in), which React hoists into the
 * head. Public pages set theirs, with the rest of the head, through their route's `meta`.
 */
export function PageTitle({ title }: { title?: string }) {
  return <title>{pageTitle(title)}</title>;
}
