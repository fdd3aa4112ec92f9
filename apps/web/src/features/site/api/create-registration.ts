import { createRegistration, type CreatedRegistration, type CreateRegistrationInput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';

export const registrationKeys = { all: ['registration'] as const };

/** POST /api/registration: the public request form (silent: the form shows its own messages). */
export function useCreateRegistration() {
  const client = useQueryClient();
  return useMutation<CreatedRegistration, ApiError, CreateRegistrationInput>({
    mutationFn: (input) => api(createRegistration, input),
    onSuccess: () => client.invalidateQueries({ queryKey: registrationKeys.all }),
  });
}
