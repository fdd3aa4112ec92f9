import { listPublishedArticles, type PublishedArticle } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Articles the property companies published (网站内容), newest first; public and silent. */
export function usePublishedArticles(query: { category?: string; limit: number }) {
  return useQuery<PublishedArticle[]>({
    queryKey: ['site', 'articles', query],
    queryFn: ({ signal }) => api(listPublishedArticles, query, signal),
    staleTime: 5 * 60_000,
  });
}
