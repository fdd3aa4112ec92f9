import { assetEndpoints as e, commonEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';

// 固定资产: one hook per call (categories, cards, depreciation preview and run, disposal).

export const assetKeys = { all: ['accounting', 'assets'] as const };
export type AssetRow = EndpointOutput<typeof e.listAssets>['rows'][number];
export type AssetCategory = EndpointOutput<typeof e.listAssetCategories>[number];
export type AssetInput = EndpointInput<typeof e.createAsset>;
export type DepreciationPreview = EndpointOutput<typeof e.previewDepreciation>;

export function useAssetCategories() {
  return useQuery({ queryKey: [...assetKeys.all, 'categories'], queryFn: ({ signal }) => api(e.listAssetCategories, {}, signal) });
}

export function useAssets(query: EndpointInput<typeof e.listAssets>) {
  return useQuery({ queryKey: [...assetKeys.all, 'list', query], queryFn: ({ signal }) => api(e.listAssets, query, signal), placeholderData: keepPreviousData });
}

export function useAssetEstates() {
  return useQuery({ queryKey: ['accounting', 'options', 'estates'], queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
}

export function useSaveCategory() {
  const client = useQueryClient();
  return useMutation<AssetCategory, ApiError, EndpointInput<typeof e.createAssetCategory> & { id?: number }>({
    mutationFn: ({ id, ...input }) => (id ? api(e.updateAssetCategory, { ...input, id }) : api(e.createAssetCategory, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

export function useSaveAsset() {
  const client = useQueryClient();
  return useMutation<AssetRow, ApiError, AssetInput & { id?: number }>({
    mutationFn: ({ id, ...input }) => (id ? api(e.updateAsset, { ...input, id }) : api(e.createAsset, input)),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

export function useDisposeAsset() {
  const client = useQueryClient();
  return useMutation<EndpointOutput<typeof e.disposeAsset>, ApiError, EndpointInput<typeof e.disposeAsset>>({
    mutationFn: (input) => api(e.disposeAsset, input),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}

export function useDepreciationPreview(period: string | null) {
  return useQuery({
    queryKey: [...assetKeys.all, 'depreciation', period],
    queryFn: ({ signal }) => api(e.previewDepreciation, { period: period!, work: [] }, signal),
    enabled: period !== null,
  });
}

export function useRunDepreciation() {
  const client = useQueryClient();
  return useMutation<DepreciationPreview, ApiError, EndpointInput<typeof e.runDepreciation>>({
    mutationFn: (input) => api(e.runDepreciation, input),
    onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }),
  });
}
