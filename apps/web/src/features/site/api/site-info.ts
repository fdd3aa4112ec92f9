import { getSite, type SiteData } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Public site settings (name, logo, record number, phone, copyright); they change rarely. */
export const siteInfoQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => api(getSite, {}, signal),
  staleTime: 10 * 60_000,
});

/** The site settings once loaded; undefined while loading or when the call failed. */
export function useSiteInfo(): SiteData | undefined {
  return useQuery(siteInfoQuery).data;
}

/** The site name, or the product's own name when /api/site cannot be reached; undefined while loading. */
export function useSiteName(fallback: string): string | undefined {
  const query = useQuery(siteInfoQuery);
  return query.data?.siteName ?? (query.isError ? fallback : undefined);
}
