import { workflowEndpoints as e, type DocKind } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { wfKeys } from './keys';

export const PAGE_SIZE = 10;

/** 办文: my open tasks (one page) and the counts by kind (normalDocCount, internalDocCount, reportDocCount). */
export const todoQuery = (kind: DocKind | undefined, page: number) =>
  queryOptions({
    queryKey: wfKeys.todo(kind, page),
    queryFn: ({ signal }) => api(e.toDeal, { kind, page, size: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });

export const useTodo = (kind: DocKind | undefined, page: number) => useQuery(todoQuery(kind, page));

/** Documents I acted on (sent or handled), the latest first. */
export const dealtQuery = (kind: DocKind | undefined, page: number) =>
  queryOptions({
    queryKey: wfKeys.dealt(kind, page),
    queryFn: ({ signal }) => api(e.dealt, { kind, page, size: PAGE_SIZE }, signal),
  });

/** Documents not ended that I started or take part in; kindCode 0 every kind, 1 普通, 2 内部, 3 报告. */
export function useProcessing(kindCode: number) {
  return useQuery({ queryKey: wfKeys.processing(kindCode), queryFn: ({ signal }) => api(e.processing, { id: kindCode }, signal) });
}
