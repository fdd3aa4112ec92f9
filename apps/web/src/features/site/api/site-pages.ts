import { getPublicSitePage, listPublicSitePages, type SitePageKey } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** A page's sections as the system administrator set them (网站页面); public and silent. */
export function usePublicSitePage(key: SitePageKey) {
  return useQuery({
    queryKey: ['site', 'pages', key],
    queryFn: ({ signal }) => api(getPublicSitePage, { key }, signal),
    staleTime: 60_000,
  });
}

/** The pages' shown flags, for the navigation; every page stays in it until the answer says otherwise. */
export function useHiddenPages(): Set<SitePageKey> {
  const query = useQuery({
    queryKey: ['site', 'pages'],
    queryFn: ({ signal }) => api(listPublicSitePages, {}, signal),
    staleTime: 60_000,
  });
  return new Set((query.data ?? []).filter((p) => !p.shown).map((p) => p.key));
}
