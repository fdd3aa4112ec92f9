import { useQuery } from '@tanstack/react-query';
import { readingSheetQuery, type ReadingQuery } from '../api/reading-sheet';

type Scope = Pick<ReadingQuery, 'estateId' | 'period' | 'kind'>;

/**
 * 未抄 / 已抄 of the sheet (estate, period, kind; not the house search): the sheet's totals, all meters and the
 * unread ones, asked as one-row pages. A save refreshes them with the sheet (same query key area).
 */
export function useReadingCounts(scope: Scope, enabled: boolean): { unread: number; read: number } | null {
  const all = useQuery({ ...readingSheetQuery({ ...scope, page: 1, size: 1 }), enabled });
  const unread = useQuery({ ...readingSheetQuery({ ...scope, state: 'none', page: 1, size: 1 }), enabled });
  if (!all.data || !unread.data) return null;
  return { unread: unread.data.total, read: all.data.total - unread.data.total };
}
