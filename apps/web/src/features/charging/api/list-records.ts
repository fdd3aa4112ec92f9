import { listRecords } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** GET /api/records/:key (meters of an estate, completed dispatch orders …). */
export const recordListQuery = (key: string, params: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['charging', 'record', key, params],
    queryFn: ({ signal }) => api(listRecords, { key, ...params }, signal),
    placeholderData: keepPreviousData,
  });

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
