import { z } from 'zod';

/**
 * Where the services answer for the server render (read once, on the server only): the same
 * `API_URL` and `PAYMENTS_URL` the gateway forwards to, set by `pnpm dev` and `pnpm start`,
 * and the public origin.
 */
const serverEnvSchema = z
  .object({
    API_URL: z.url().default('http://127.0.0.1:4000'),
    PAYMENTS_URL: z.url().default('http://127.0.0.1:4242'),
    /**
     * The origin visitors know the site by, as the api reads it too: canonical addresses, social
     * cards, structured data and robots.txt are written on it (`pnpm dev`/`pnpm start` set it).
     */
    WEB_ORIGIN: z.url().default('http://localhost:5173'),
    /** How long one call to a service may take while a page renders. */
    SERVICE_TIMEOUT_MS: z.coerce.number().int().positive().default(3000),
    /**
     * Previews and screenshots only: render the site as on this date (the Church year's line and
     * season). A site served over https is a live one (`pnpm start` runs React's production build
     * too, so NODE_ENV cannot tell), and it always shows the real day.
     */
    SITE_DATE: z.iso.date({ error: 'must be a date as YYYY-MM-DD' }).optional(),
  })
  // The URL parser lowers the scheme: `HTTPS://` is a live site too.
  .refine((env) => !(env.SITE_DATE && new URL(env.WEB_ORIGIN).protocol === 'https:'), {
    path: ['SITE_DATE'],
    error: 'is for previews only; a site served over https always shows the real date',
  });

export type ServerEnv = z.output<typeof serverEnvSchema>;

export const loadServerEnv = (source: Record<string, string | undefined> = process.env) =>
  serverEnvSchema.parse(source);
