import { ownerBindingEndpoints, type EndpointInput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { bindingKeys } from './keys';
import type { StaffBindingRow } from './list-bindings';

export type Decision = 'approve' | 'reject' | 'revoke';
const endpoints = {
  approve: ownerBindingEndpoints.approveBinding,
  reject: ownerBindingEndpoints.rejectBinding,
  revoke: ownerBindingEndpoints.revokeBinding,
} as const;

/** POST /api/service/owner-bindings/:id/{approve|reject|revoke} (a reason for the last two); the list is read again. */
export function useDecideBinding(decision: Decision) {
  const client = useQueryClient();
  return useMutation<StaffBindingRow, ApiError, EndpointInput<typeof ownerBindingEndpoints.approveBinding>>({
    mutationFn: (input) => api(endpoints[decision], input),
    onSuccess: () => void client.invalidateQueries({ queryKey: bindingKeys.all }),
  });
}
