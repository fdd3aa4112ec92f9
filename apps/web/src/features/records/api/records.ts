import { uploadImport as uploadFile } from '../../../shared/upload-import';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createRecord,
  deleteRecord,
  deleteRecords,
  exportRecords,
  getRecord,
  getImportJob,
  listDictionaries,
  listRecords,
  recordOptions,
  recordTemplate,
  updateRecord,
  type ExportPurpose,
  type ImportResult,
} from '@pm/contracts';
import { api } from '../../../api/client';
import { downloadFile } from '../../../shared/blob-download';

export const recordKeys = {
  all: (key: string) => ['records', key] as const,
  list: (key: string, params: Record<string, unknown>) => ['records', key, 'list', params] as const,
  options: (key: string, q: string, ids: string, by: string) => ['records', key, 'options', q, ids, by] as const,
  dictionaries: ['records', 'dictionaries'] as const,
};

export interface ListParams {
  page: number;
  size: number;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  filters: Record<string, string>;
}

/** GET /api/records/:key: a page of the records, sorted and filtered. */
export const recordListQuery = (key: string, params: ListParams) =>
  queryOptions({
    queryKey: recordKeys.list(key, { ...params }),
    queryFn: ({ signal }) =>
      api(listRecords, { key, page: params.page, size: params.size, sort: params.sort, order: params.order, ...params.filters }, signal),
    placeholderData: keepPreviousData,
  });

export function useRecordList(key: string, params: ListParams) {
  return useQuery(recordListQuery(key, params));
}

export function useDictionaries() {
  return useQuery({ queryKey: recordKeys.dictionaries, queryFn: ({ signal }) => api(listDictionaries, {}, signal), staleTime: 300_000 });
}

export function useRefOptions(key: string, q: string, ids: number[], by?: { field: string; value: number }  ) {
  const idText = ids.join(',');
  return useQuery({
    queryKey: recordKeys.options(key, q, idText, by ? `${by.field}=${by.value}` : ''),
    queryFn: ({ signal }) => api(recordOptions, { key, q: q || undefined, ids: idText || undefined, by: by?.field, byValue: by?.value }, signal),
    staleTime: 60_000,
  });
}

export function useSaveRecord(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id?: number | undefined; values: Record<string, unknown> }) =>
      id ? api(updateRecord, { ...values, key, id }) : api(createRecord, { ...values, key }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.all(key) }),
  });
}

/** The record as it is now (the form's reload after someone else saved it). */
export function fetchRecord(key: string, id: number) {
  return api(getRecord, { key, id });
}

export function useDeleteRecord(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(deleteRecord, { key, id }),
    onSuccess: () => client.invalidateQueries({ queryKey: recordKeys.all(key) }),
  });
}

/** 删除所选: the server deletes row by row and answers each row's outcome. */
export function useDeleteRecords(key: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api(deleteRecords, { key, ids }),
    onSettled: () => client.invalidateQueries({ queryKey: recordKeys.all(key) }),
  });
}

export function downloadExport(key: string, purpose: ExportPurpose, filters: Record<string, string>, fileName: string): Promise<void> {
  return downloadFile(exportRecords, { key, ...purpose, filters }, fileName);
}

export function downloadTemplate(key: string, fileName: string): Promise<void> {
  return downloadFile(recordTemplate, { key }, fileName);
}

/** Uploads a record type's import file with progress and asks for the job at once (shared/upload-import.ts). */
export function uploadImport(key: string, file: File, onProgress: (percent: number) => void): Promise<ImportResult> {
  return uploadFile(`/api/records/${encodeURIComponent(key)}/import`, file, onProgress);
}

/** How often a running import job is polled. */
export const IMPORT_POLL_MS = 400;

/** An import job's progress, polled while it runs (any server instance answers from the job row). */
export function useImportJob(key: string, jobId: number | undefined) {
  return useQuery({
    queryKey: ['record-import', key, jobId] as const,
    queryFn: ({ signal }) => api(getImportJob, { key, jobId: jobId ?? 0 }, signal),
    enabled: jobId !== undefined,
    refetchInterval: (query) => (query.state.data?.status === 'running' || query.state.data === undefined ? IMPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });
}
