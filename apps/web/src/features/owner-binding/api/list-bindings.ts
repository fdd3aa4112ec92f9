import { ownerBindingEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { bindingKeys } from './keys';

export type BindingListInput = EndpointInput<typeof ownerBindingEndpoints.listBindings>;
export type BindingPage = EndpointOutput<typeof ownerBindingEndpoints.listBindings>;
export type StaffBindingRow = BindingPage['rows'][number];

/** GET /api/service/owner-bindings: the owners' applications, filtered by state, estate and a word. */
export const bindingsQuery = (input: BindingListInput) =>
  queryOptions({
    queryKey: bindingKeys.list(input),
    queryFn: ({ signal }): Promise<BindingPage> => api(ownerBindingEndpoints.listBindings, input, signal),
  });
