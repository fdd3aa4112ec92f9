import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  openingEndpoints,
  type OpeningCheck,
  type OpeningImport,
  type OpeningSource,
} from '@pm/contracts';
import { api, type ApiError } from '../../../../api/client';
import { downloadFile } from '../../../../shared/blob-download';
import { uploadImport } from '../../../../shared/upload-import';
import { isMoving } from './opening-logic';

export const openingKeys = {
  all: ['opening'] as const,
  list: () => ['opening', 'list'] as const,
  one: (id: number) => ['opening', 'one', id] as const,
  check: (jobId: number) => ['opening', 'check', jobId] as const,
  subjects: () => ['opening', 'subjects'] as const,
};

/** How often a running check is polled, and an import while it commits or undoes (ms). */
export const CHECK_POLL_MS = 500;
export const MOVING_POLL_MS = 700;

/** 下载模板: the three sheets and the notes, as 期初导入模板.xlsx. */
export function downloadOpeningTemplate(fileName: string): Promise<void> {
  return downloadFile(openingEndpoints.openingTemplate, {}, fileName);
}

/** 校验: uploads the file with its source (a form field before the file) and answers the check job at once. */
export function uploadOpeningCheck(
  file: File,
  source: OpeningSource,
  onProgress: (percent: number) => void,
): Promise<OpeningCheck> {
  return uploadImport<OpeningCheck>(openingEndpoints.checkOpening.path, file, onProgress, { source });
}

/** The check job, polled while it runs. */
export function useOpeningCheckJob(jobId: number | undefined) {
  return useQuery({
    queryKey: openingKeys.check(jobId ?? 0),
    queryFn: ({ signal }) => api(openingEndpoints.openingCheckJob, { jobId: jobId ?? 0 }, signal),
    enabled: jobId !== undefined,
    refetchInterval: (query) =>
      query.state.data === undefined || query.state.data.status === 'running' ? CHECK_POLL_MS : false,
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}

/** The company's opening imports, newest first. */
export function useOpeningList() {
  return useQuery({
    queryKey: openingKeys.list(),
    queryFn: ({ signal }) => api(openingEndpoints.listOpenings, {}, signal),
  });
}

/** One import (preview, progress, voucher and tie), polled while it commits or undoes. */
export function useOpening(id: number | null) {
  return useQuery({
    queryKey: openingKeys.one(id ?? 0),
    queryFn: ({ signal }) => api(openingEndpoints.getOpening, { id: id ?? 0 }, signal),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data.state) ? MOVING_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}

/** The company's active leaf subjects (read with 资料导入's right, not the books'): the counter subject is picked among them. */
export function useCounterSubjects() {
  return useQuery({
    queryKey: openingKeys.subjects(),
    queryFn: ({ signal }) => api(openingEndpoints.openingSubjects, {}, signal),
    staleTime: 60_000,
  });
}

/** A write of an import: its answer replaces the cached detail, and the list is read again. */
function useOpeningWrite<I extends { id: number }>(call: (input: I) => Promise<OpeningImport>) {
  const client = useQueryClient();
  return useMutation<OpeningImport, ApiError, I>({
    mutationFn: call,
    onSuccess: (row) => client.setQueryData(openingKeys.one(row.id), row),
    // A refusal may mean someone else moved the import on: read it again.
    onError: (_error, input) => client.invalidateQueries({ queryKey: openingKeys.one(input.id) }),
    onSettled: () => client.invalidateQueries({ queryKey: openingKeys.list() }),
  });
}

export const useCommitOpening = () =>
  useOpeningWrite((input: { id: number; asOf: string; counterSubjectCode: string }) =>
    api(openingEndpoints.commitOpening, input),
  );
export const useUndoOpening = () =>
  useOpeningWrite((input: { id: number; reason: string }) => api(openingEndpoints.undoOpening, input));
export const useDiscardOpening = () =>
  useOpeningWrite((input: { id: number }) => api(openingEndpoints.discardOpening, input));
