import { dashboardEndpoints as e, type DrillSource } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

const key = (area: string, params: unknown) => ['dashboards', area, params] as const;
type Company = { companyId?: number };
const company = (companyId: number | null): Company => (companyId ? { companyId } : {});

/** GET /api/dashboards/companies: the caller's company and those below it. */
export function useDashboardCompanies() {
  return useQuery({ queryKey: key('companies', {}), queryFn: ({ signal }) => api(e.dashboardCompanies, {}, signal), staleTime: 60_000 });
}

export function useSettlementDashboard(companyId: number | null, from: string, to: string) {
  const q = { ...company(companyId), from, to };
  return useQuery({ queryKey: key('settlement', q), queryFn: ({ signal }) => api(e.settlementDashboard, q, signal), placeholderData: keepPreviousData });
}

export function useEstateDashboard(companyId: number | null) {
  const q = company(companyId);
  return useQuery({ queryKey: key('estate', q), queryFn: ({ signal }) => api(e.estateDashboard, q, signal), placeholderData: keepPreviousData });
}

export function useServiceDashboard(companyId: number | null, from: string, to: string) {
  const q = { ...company(companyId), from, to };
  return useQuery({ queryKey: key('service', q), queryFn: ({ signal }) => api(e.serviceDashboard, q, signal), placeholderData: keepPreviousData });
}

export function useCustomerDashboard(companyId: number | null, from: string, to: string) {
  const q = { ...company(companyId), from, to };
  return useQuery({ queryKey: key('customer', q), queryFn: ({ signal }) => api(e.customerDashboard, q, signal), placeholderData: keepPreviousData });
}

/** What a clicked bar stands for: the drill source, its key, the period, and the drawer's title. */
export interface DrillTarget {
  source: DrillSource;
  key?: string;
  from?: string;
  to?: string;
  companyId?: number;
  title: string;
}

export const drillQuery = (d: DrillTarget) => ({
  source: d.source,
  ...(d.key !== undefined ? { key: d.key } : {}),
  ...(d.from ? { from: d.from } : {}),
  ...(d.to ? { to: d.to } : {}),
  ...(d.companyId ? { companyId: d.companyId } : {}),
});

/** GET /api/dashboards/drill: the rows behind a bar (the first 500). */
export function useDrill(target: DrillTarget | null) {
  const q = target ? drillQuery(target) : null;
  return useQuery({ queryKey: key('drill', q), queryFn: ({ signal }) => api(e.dashboardDrill, q!, signal), enabled: q !== null });
}
