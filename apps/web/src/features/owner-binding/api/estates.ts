import { commonEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bindingKeys } from './keys';

/** The company's estates, for the list's 小区 filter. */
export function useEstates() {
  return useQuery({ queryKey: bindingKeys.estates, queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
}
