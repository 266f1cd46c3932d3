import { z } from 'zod';

/** A backup being made or made: its progress as it goes, then its size or why it failed. */
export const backupRunSchema = z.object({
  id: z.string(),
  status: z.enum(['running', 'done', 'failed']),
  trigger: z.enum(['manual', 'nightly']),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  collectionsDone: z.number().int(),
  collectionsTotal: z.number().int(),
  filesDone: z.number().int(),
  /** The archive's name in the list, once done. */
  name: z.string().nullable(),
  size: z.number().int().nullable(),
  /** Why it failed. */
  message: z.string().nullable(),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** A finished backup in the files storage. */
export const backupSchema = z.object({
  name: z.string(),
  createdAt: z.string(),
  size: z.number().int(),
});
export type Backup = z.infer<typeof backupSchema>;

export const backupListSchema = z.object({
  backups: z.array(backupSchema),
  /** The latest backup made or being made, for its progress. */
  latest: backupRunSchema.nullable(),
});
export type BackupList = z.infer<typeof backupListSchema>;

export const backupNameParamsSchema = z.object({
  name: z.string().regex(/^backup-\d{8}-\d{6}\.tar\.gz$/, 'is not the name of a backup'),
});

export const backupRunParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/) });

/** A short-lived address that downloads one backup without the staff token (a plain link). */
export const backupLinkSchema = z.object({ url: z.string() });
export type BackupLink = z.infer<typeof backupLinkSchema>;
