import { badRequest } from '../../../errors/app-error';
import type { SortOrder } from './paged-list.repo';

/** A list's sorting rule: the fields it may sort by and the order when the caller names none. */
export interface SortRule<F extends string = string> {
  sortable: readonly F[];
  defaultSort: { field: F; order: SortOrder };
}

/**
 * The sort of a list query (`sort`, `order`): a field the rule allows (else a 400 naming `sort`),
 * and asc or desc (anything else falls back to the default order).
 */
export function listSort<F extends string>(
  query: { sort?: unknown; order?: unknown },
  rule: SortRule<F>,
): { field: F; order: SortOrder } {
  const field = typeof query.sort === 'string' && query.sort ? query.sort : rule.defaultSort.field;
  if (field !== rule.defaultSort.field && !(rule.sortable as readonly string[]).includes(field))
    throw badRequest('validation.failed', `sort：不能按该字段排序`, [{ path: 'sort', message: '不能按该字段排序' }]);
  const order = query.order === 'asc' || query.order === 'desc' ? query.order : rule.defaultSort.order;
  return { field: field as F, order };
}
