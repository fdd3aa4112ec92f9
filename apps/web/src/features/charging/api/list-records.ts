import { listRecords } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const recordListQuery = (key: string, params: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['charging', 'record', key, params],
    queryFn: ({ signal }) => api(listRecords, { key, ...params }, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/records/:key (meters of an estate, completed dispatch orders …). */
export function useRecordList(key: string, params: Record<string, string | number>, enabled = true) {
  return useQuery({ ...recordListQuery(key, params), enabled });
}

/** A reference field's display label in an engine row (the list answers `labels`), else ''. */
export function refLabel(row: Record<string, unknown>, field: string): string {
  const labels = row.labels as Record<string, string> | undefined;
  return labels?.[field] ?? '';
}

/** A field's value as text ('' when absent). */
export function fieldText(row: Record<string, unknown>, field: string): string {
  const v = row[field];
  return v === null || v === undefined ? '' : typeof v === 'string' ? v : typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v);
}
