import { adjustmentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type ShareRuleQuery = EndpointInput<typeof adjustmentEndpoints.listShareRules>;

/** POST /api/charging/share-rules/list */
export const shareRulesQuery = (query: ShareRuleQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('share-rules', query),
    queryFn: ({ signal }) => api(adjustmentEndpoints.listShareRules, query, signal),
    placeholderData: keepPreviousData,
  });
