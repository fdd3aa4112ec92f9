import { commonEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { outboundKeys } from './keys';

/** The company's estates, for the list's 楼盘 filter. */
export function useEstates() {
  return useQuery({ queryKey: outboundKeys.estates, queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
}
