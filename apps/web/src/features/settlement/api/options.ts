import { commonEndpoints, houseTreeEndpoints, listRecords, recordOptions } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// Pick lists of the counter: estates, buildings and houses, a house search, deposit items.

export const estatesQuery = () =>
  queryOptions({ queryKey: ['settlement', 'options', 'estates'], queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
export function useEstates() {
  return useQuery(estatesQuery());
}

/** 楼宇 of an estate (record options narrowed by estate). */
export const buildingsQuery = (estateId: number) =>
  queryOptions({
    queryKey: ['settlement', 'options', 'buildings', estateId],
    queryFn: ({ signal }) => api(recordOptions, { key: 'building', by: 'estateId', byValue: estateId }, signal),
    staleTime: 60_000,
  });
export function useBuildings(estateId: number | null) {
  return useQuery({ ...buildingsQuery(estateId ?? 0), enabled: estateId !== null });
}

/** Houses of an estate, of one building when given (0: all buildings). */
export const housesQuery = (estateId: number, buildingId: number) =>
  queryOptions({
    queryKey: ['settlement', 'options', 'houses', estateId, buildingId],
    queryFn: ({ signal }) => api(commonEndpoints.estateHouses, { a: estateId, b: buildingId }, signal),
    staleTime: 60_000,
  });
export function useHouses(estateId: number | null, buildingId: number | null) {
  return useQuery({ ...housesQuery(estateId ?? 0, buildingId ?? 0), enabled: estateId !== null });
}

/** Houses of the company whose code or name holds the keyword (the first 20, by code). */
export const houseSearchQuery = (keyword: string) =>
  queryOptions({
    queryKey: ['settlement', 'options', 'house-search', keyword],
    queryFn: ({ signal }) => api(houseTreeEndpoints.list, { keyword, page: 1, size: 20 }, signal),
    placeholderData: keepPreviousData,
  });
export function useHouseSearch(keyword: string) {
  return useQuery({ ...houseSearchQuery(keyword), enabled: keyword.trim().length > 0 });
}

/** Charge items of category 7 (押金): what 收押 and 退押 pick from. */
export const depositItemsQuery = () =>
  queryOptions({
    queryKey: ['settlement', 'options', 'deposit-items'],
    queryFn: ({ signal }) => api(listRecords, { key: 'charge-item', category: '7', page: 1, size: 200 }, signal),
    staleTime: 300_000,
  });
export function useDepositItems() {
  return useQuery(depositItemsQuery());
}
