import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { backupLinkSchema, backupListSchema, backupRunSchema } from '@ministry/contracts';
import { apiAddress, apiRequest } from '@/lib/api-client';

const BACKUPS_KEY = ['settings', 'backups'] as const;

/** `GET /api/backups` (admins): the kept backups, newest first, and the latest run's progress. */
export const backupsQueryOptions = () =>
  queryOptions({
    queryKey: BACKUPS_KEY,
    queryFn: ({ signal }) =>
      apiRequest('/api/backups', { schema: backupListSchema, auth: true, signal }),
    // While a backup runs, its progress is read every second.
    refetchInterval: (query) => (query.state.data?.latest?.status === 'running' ? 1000 : false),
  });

/** `POST /api/backups`: starts a backup, answered at once (409 while one runs). */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest('/api/backups', { method: 'POST', schema: backupRunSchema, auth: true }),
    meta: { done: 'Backup started.', failed: 'The backup could not start.' },
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKUPS_KEY }),
  });
}

/**
 * Downloads a backup: a five-minute link from `POST /api/backups/:name/link`, followed by the
 * browser, which saves the archive as it streams (it may be far larger than memory allows).
 */
export function useDownloadBackup() {
  return useMutation({
    mutationFn: async (name: string) => {
      const { url } = await apiRequest(`/api/backups/${name}/link`, {
        method: 'POST',
        schema: backupLinkSchema,
        auth: true,
      });
      const link = document.createElement('a');
      link.href = apiAddress(url);
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      return name;
    },
    meta: {
      done: (name: string) => `Downloading ${name}.`,
      failed: 'The backup could not be downloaded.',
    },
  });
}
