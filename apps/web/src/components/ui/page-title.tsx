export const SITE_NAME = 'Orthodox Resources';

/** The document title of a page (React hoists `<title>` into the head). */
export function PageTitle({ title }: { title?: string }) {
  return (
    <title>{title ? `${title} · ${SITE_NAME}` : `${SITE_NAME} · Tools for the Journey`}</title>
  );
}
