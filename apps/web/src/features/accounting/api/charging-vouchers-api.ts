import { chargingVoucherEndpoints as e, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';

// 业财一体: the charging template, the preview, generation, the generated list and drill-down.

export const chargingVoucherKeys = { all: ['accounting', 'charging-vouchers'] as const };
export type ChargingRange = EndpointInput<typeof e.previewChargingVouchers>;
export type ChargingTemplate = EndpointOutput<typeof e.getChargingTemplate>;
export type ChargingVoucherRow = EndpointOutput<typeof e.listChargingVouchers>[number];

export function useChargingTemplate() {
  return useQuery({ queryKey: [...chargingVoucherKeys.all, 'template'], queryFn: ({ signal }) => api(e.getChargingTemplate, {}, signal) });
}

export function useSaveChargingTemplate() {
  const client = useQueryClient();
  return useMutation<ChargingTemplate, ApiError, EndpointInput<typeof e.saveChargingTemplate>>({
    mutationFn: (input) => api(e.saveChargingTemplate, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingVoucherKeys.all }),
  });
}

export function useChargingPreview(range: ChargingRange | null) {
  return useQuery({ queryKey: [...chargingVoucherKeys.all, 'preview', range], queryFn: ({ signal }) => api(e.previewChargingVouchers, range!, signal), enabled: range !== null });
}

export function useChargingVoucherList(range: ChargingRange | null) {
  return useQuery({ queryKey: [...chargingVoucherKeys.all, 'list', range], queryFn: ({ signal }) => api(e.listChargingVouchers, range!, signal), enabled: range !== null });
}

export function useGenerateChargingVouchers() {
  const client = useQueryClient();
  return useMutation<EndpointOutput<typeof e.generateChargingVouchers>, ApiError, ChargingRange>({
    mutationFn: (input) => api(e.generateChargingVouchers, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingVoucherKeys.all }),
  });
}

export function useChargingVoucherSources(id: number | null) {
  return useQuery({ queryKey: [...chargingVoucherKeys.all, 'sources', id], queryFn: ({ signal }) => api(e.chargingVoucherSources, { id: id! }, signal), enabled: id !== null });
}
