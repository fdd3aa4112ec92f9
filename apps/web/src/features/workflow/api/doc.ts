import { workflowEndpoints as e } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { wfKeys } from './keys';

/** One document: body, flow, tasks and what I may do now. */
export function useDocDetail(id: number) {
  return useQuery({ queryKey: wfKeys.detail(id), queryFn: ({ signal }) => api(e.detail, { id }, signal) });
}

/** Its processing record: nodes, tasks and the whole audit trail. */
export function useDealInfo(id: number) {
  return useQuery({ queryKey: wfKeys.dealInfo(id), queryFn: ({ signal }) => api(e.dealInfo, { id }, signal) });
}

/** Its 跟进记录. */
export function useFollows(id: number) {
  return useQuery({ queryKey: wfKeys.follows(id), queryFn: ({ signal }) => api(e.followList, { id }, signal) });
}
