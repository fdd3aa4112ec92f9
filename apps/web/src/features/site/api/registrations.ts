import {
  listRegistrations,
  updateRegistration,
  type ListRegistrationsInput,
  type Registration,
  type UpdateRegistrationInput,
} from '@pm/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { registrationKeys } from './create-registration';

/** GET /api/registration: one page for the system administrator. */
export const registrationListQuery = (query: ListRegistrationsInput) =>
  queryOptions({
    queryKey: [...registrationKeys.all, 'list', query],
    queryFn: ({ signal }) => api(listRegistrations, query, signal),
    placeholderData: keepPreviousData,
  });

/** PUT /api/registration/:id: status and note; the list reloads afterwards. */
export function useUpdateRegistration() {
  const client = useQueryClient();
  return useMutation<Registration, ApiError, UpdateRegistrationInput>({
    mutationFn: (input) => api(updateRegistration, input),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
