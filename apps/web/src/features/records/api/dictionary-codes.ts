import { useQuery } from '@tanstack/react-query';
import { listDictionaryCodes } from '@pm/contracts';
import { api } from '../../../api/client';

/** The declared dictionaries (code, names, editable); they change only with a release. */
export function useDictionaryCodes() {
  return useQuery({ queryKey: ['records', 'dictionary-codes'], queryFn: ({ signal }) => api(listDictionaryCodes, {}, signal), staleTime: Number.POSITIVE_INFINITY });
}
