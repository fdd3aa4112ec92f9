import { commonEndpoints as c, workflowEndpoints as e, type DocKind } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { officeKeys } from './keys';

/** Companies a document of the kind may reach (own and below; a report also above). */
export function useRecvComps(kind: DocKind) {
  return useQuery({ queryKey: officeKeys.recvComps(kind), queryFn: ({ signal }) => api(e.recvComps, { kind }, signal), staleTime: 60_000 });
}
/** Active staff of a company who may receive, with job and department. */
export function useReceivers(companyId: number | null, kind: DocKind) {
  return useQuery({
    queryKey: officeKeys.receivers(companyId ?? 0, kind),
    queryFn: ({ signal }) => api(e.receiverByComp, { companyId: companyId!, kind }, signal),
    enabled: companyId !== null,
    staleTime: 60_000,
  });
}
/** The caller's company and those below it. */
export function useUnits() {
  return useQuery({ queryKey: officeKeys.units(), queryFn: ({ signal }) => api(c.units, {}, signal), staleTime: 60_000 });
}
export function useDepts(companyId: number) {
  return useQuery({ queryKey: officeKeys.depts(companyId), queryFn: ({ signal }) => api(c.depts, { id: companyId }, signal), enabled: companyId > 0, staleTime: 60_000 });
}
export function useJobs(companyId: number) {
  return useQuery({ queryKey: officeKeys.jobs(companyId), queryFn: ({ signal }) => api(c.jobs, { a: companyId, b: 0 }, signal), enabled: companyId > 0, staleTime: 60_000 });
}
/** Enabled staff of a company (handler pick lists). */
export function useStaff(companyId: number) {
  return useQuery({ queryKey: officeKeys.staff(companyId), queryFn: ({ signal }) => api(c.emps, { companyId }, signal), enabled: companyId > 0, staleTime: 60_000 });
}
