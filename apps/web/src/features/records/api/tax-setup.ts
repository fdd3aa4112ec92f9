import { invoiceEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';

// 税务设置 of 收费规则 (issue 33): the invoices endpoints, called through the contracts.

export type TaxSetup = EndpointOutput<typeof invoiceEndpoints.getTaxSetup>;
export type TaxItemRow = TaxSetup['items'][number];
export type SellerInput = EndpointInput<typeof invoiceEndpoints.saveSeller>;
export type TaxItemInput = EndpointInput<typeof invoiceEndpoints.saveTaxItem>;

const KEY = ['records', 'tax-setup'] as const;

/** GET /api/invoices/tax-setup: the seller and every charge item's tax setup. */
export function useTaxSetup(enabled: boolean) {
  return useQuery({ queryKey: KEY, queryFn: ({ signal }) => api(invoiceEndpoints.getTaxSetup, {}, signal), enabled });
}

/** PUT /api/invoices/tax-setup/seller: 销方信息 and 开票方式. */
export function useSaveSeller() {
  const client = useQueryClient();
  return useMutation<EndpointOutput<typeof invoiceEndpoints.saveSeller>, ApiError, SellerInput>({
    mutationFn: (input) => api(invoiceEndpoints.saveSeller, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/** PUT /api/invoices/tax-setup/items/:itemId: 税收分类编码, 税率, 含税, 优惠政策, 开票项目名称. */
export function useSaveTaxItem() {
  const client = useQueryClient();
  return useMutation<TaxItemRow, ApiError, TaxItemInput>({
    mutationFn: (input) => api(invoiceEndpoints.saveTaxItem, input),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
