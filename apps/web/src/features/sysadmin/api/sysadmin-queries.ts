import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getCompanyPurchases,
  listTenantCompanies,
  setCompanyStatus,
  setMenuPurchase,
  type SetCompanyStatusInput,
  type SetPurchaseInput,
} from '@pm/contracts';
import { api } from '../../../api/client';

export const sysadminKeys = {
  all: ['sysadmin'] as const,
  companies: (q: string) => ['sysadmin', 'companies', q] as const,
  purchases: (companyId: number) => ['sysadmin', 'purchases', companyId] as const,
};

/** GET /api/sysadmin/companies: the caller's company and those below it. */
export function useTenantCompanies(q = '') {
  return useQuery({
    queryKey: sysadminKeys.companies(q),
    queryFn: ({ signal }) => api(listTenantCompanies, q ? { q } : {}, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSetCompanyStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SetCompanyStatusInput) => api(setCompanyStatus, input),
    onSuccess: () => client.invalidateQueries({ queryKey: sysadminKeys.all }),
  });
}

/** GET /api/sysadmin/menu/purchases: the catalogue with one company's purchases. */
export function useCompanyPurchases(companyId: number | null) {
  return useQuery({
    queryKey: sysadminKeys.purchases(companyId ?? 0),
    queryFn: ({ signal }) => api(getCompanyPurchases, { companyId: companyId ?? 0 }, signal),
    enabled: companyId !== null,
  });
}

export function useSetMenuPurchase() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SetPurchaseInput) => api(setMenuPurchase, input),
    onSuccess: (data) => {
      client.setQueryData(sysadminKeys.purchases(data.companyId), data);
      void client.invalidateQueries({ queryKey: ['sysadmin', 'companies'] });
    },
  });
}
