import { z } from 'zod';

/**
 * `POST /payments/products/:id/new-edition` (admins, bearer token): after replacing a digital
 * product's file, tells each past buyer (paid orders with a line of it not refunded) once that
 * the new edition is in their library. A second call for the same file tells nobody again.
 */
export const newEditionAnswerSchema = z.object({
  /** Buyers (distinct addresses) emailed by this call. */
  notified: z.number().int().nonnegative(),
  /** Buyers whose email could not be sent; a later call tries them again. */
  failed: z.number().int().nonnegative(),
});
export type NewEditionAnswer = z.infer<typeof newEditionAnswerSchema>;
