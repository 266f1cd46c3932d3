let siteDate: string | undefined;

/**
 * A preview's clock: the server renders the site as on `SITE_DATE` (never set in production; see
 * config/server-env.ts). Set once by entry.server.tsx; read by loaders that ask for "today".
 */
export function setSiteDate(date: string | undefined): void {
  siteDate = date;
}

export const getSiteDate = (): string | undefined => siteDate;
