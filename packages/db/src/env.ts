import { z } from 'zod';

/** The variables that choose and reach the database; both services read them. */
export const databaseEnvShape = {
  MONGODB_URI: z
    .url({ protocol: /^mongodb(\+srv)?$/, error: 'must be a mongodb:// or mongodb+srv:// URL' })
    .optional(),
  DB_ENGINE: z.enum(['uri', 'memory-server', 'embedded']).optional(),
  MONGOMS_SYSTEM_BINARY: z.string().optional(),
};
