import { z } from 'zod';

/**
 * Every error answer of every service. `error` and `message` carry the same text, so clients
 * reading either field (the spec's admin reads both) show it.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  code: z.string().optional(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
