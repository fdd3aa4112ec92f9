import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadBackup, getBackupJob, getBackupOverview, startBackup, startRestore } from '@pm/contracts';
import { api, ApiError } from '../../../api/client';
import { downloadFile } from '../../../shared/blob-download';

export const backupKeys = {
  overview: ['datatools', 'backups'] as const,
  job: (id: number) => ['datatools', 'backups', 'job', id] as const,
};

export const BACKUP_POLL_MS = 500;

export function useBackupOverview() {
  return useQuery({ queryKey: backupKeys.overview, queryFn: ({ signal }) => api(getBackupOverview, {}, signal) });
}

export function useStartBackup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(startBackup, {}),
    onSuccess: (job) => {
      client.setQueryData(backupKeys.job(job.id), job);
      return client.invalidateQueries({ queryKey: backupKeys.overview, exact: true });
    },
  });
}

/**
 * The job the start call answers is the first snapshot: a restore may close the database before the
 * first poll, and every poll then answers 503 until it reopens — the panel must show from the start.
 */
export function useStartRestore() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api(startRestore, { name }),
    onSuccess: (job) => client.setQueryData(backupKeys.job(job.id), job),
  });
}

/**
 * A job polled until it ends. While a restore has the database closed the server answers 503:
 * that counts as "still running" (the last snapshot stays).
 */
export function useBackupJob(id: number | undefined) {
  return useQuery({
    queryKey: backupKeys.job(id ?? 0),
    enabled: id !== undefined,
    queryFn: ({ signal }) => api(getBackupJob, { jobId: id ?? 0 }, signal),
    placeholderData: keepPreviousData,
    retry: (count, error) => error instanceof ApiError && (error.status === 503 || error.status === 0) && count < 600,
    retryDelay: BACKUP_POLL_MS,
    refetchInterval: (query) => ((query.state.data)?.state === 'running' || !query.state.data ? BACKUP_POLL_MS : false),
  });
}

export const saveBackup = (name: string) => downloadFile(downloadBackup, { name }, name);
