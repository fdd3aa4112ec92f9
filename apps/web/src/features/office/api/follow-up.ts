import { workflowEndpoints as e, workflowOfficeEndpoints as o, type OverdueQuery } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { officeKeys } from './keys';
import { useOfficeMutation } from './office-mutation';

/** 公文跟催: the company's open documents, overdue first. */
export const overdueQuery = (q: OverdueQuery) => queryOptions({ queryKey: officeKeys.overdue(q), queryFn: ({ signal }) => api(o.overdue, q, signal) });
/** Who holds a document now (with when each was last reminded). */
export function useExecuting(id: number | null) {
  return useQuery({ queryKey: officeKeys.executing(id ?? 0), queryFn: ({ signal }) => api(e.executing, { id: id! }, signal), enabled: id !== null });
}
/** 跟进记录 of a document. */
export function useFollows(id: number | null) {
  return useQuery({ queryKey: officeKeys.follows(id ?? 0), queryFn: ({ signal }) => api(e.followList, { id: id! }, signal), enabled: id !== null });
}
export const useFollowUp = () => useOfficeMutation(e.followUp);
export const useAddFollow = () => useOfficeMutation(e.followCreate);
export const useUpdateFollow = () => useOfficeMutation(e.followUpdate);
export const useReplaceEmp = () => useOfficeMutation(e.replace);

/** isEmpWorking: open tasks and template slots of an employee (b) of a company (a). */
export function useEmpWorking(companyId: number, userId: number | null) {
  return useQuery({
    queryKey: officeKeys.empWorking(companyId, userId ?? 0),
    queryFn: ({ signal }) => api(e.empWorking, { a: companyId, b: userId! }, signal),
    enabled: userId !== null && companyId > 0,
  });
}
