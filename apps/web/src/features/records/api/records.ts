import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createRecord,
  deleteRecord,
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
import { api, ApiError, authHeaders } from '../../../api/client';
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

export function useRecordList(key: string, params: ListParams) {
  return useQuery({
    queryKey: recordKeys.list(key, { ...params }),
    queryFn: ({ signal }) =>
      api(listRecords, { key, page: params.page, size: params.size, sort: params.sort, order: params.order, ...params.filters }, signal),
    placeholderData: keepPreviousData,
  });
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

export function downloadExport(key: string, purpose: ExportPurpose, filters: Record<string, string>, fileName: string): Promise<void> {
  return downloadFile(exportRecords, { key, ...purpose, filters }, fileName);
}

export function downloadTemplate(key: string, fileName: string): Promise<void> {
  return downloadFile(recordTemplate, { key }, fileName);
}

/**
 * Uploads an import file with progress (0-100 while uploading) and asks for the job at once
 * (`Prefer: respond-async`); resolves with the job's first snapshot or rejects with ApiError.
 */
export function uploadImport(key: string, file: File, onProgress: (percent: number) => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/records/${encodeURIComponent(key)}/import`);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('prefer', 'respond-async');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, '网络出现问题，请稍后再试！', 0));
    xhr.onload = () => {
      let body: { code?: number; msg?: string; data?: ImportResult; errorCode?: string; details?: { path: string; message: string }[] } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON: treated as a failure below
      }
      // 202: the job was accepted and runs on; 200: a server that answered the outcome directly.
      if ((xhr.status === 200 || xhr.status === 202) && body.code === 200 && body.data) resolve(body.data);
      else reject(new ApiError(body.code ?? xhr.status, body.msg ?? '导入失败！', xhr.status, body.errorCode, body.details));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
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
