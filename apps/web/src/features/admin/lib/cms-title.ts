/** The document title of an admin screen. */
export const cmsTitle = (title: string): string => `${title} · CMS · Orthodox Resources`;
