import { standardEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { StandardBody, StandardFull } from '../types';
import { chargingKeys } from './keys';

/** How a standard is saved: new (version 1), edit of an unused version, or a new version from validFrom. */
export type StandardSave = { mode: 'create'; body: StandardBody } | { mode: 'update'; id: number; body: StandardBody } | { mode: 'version'; id: number; body: StandardBody };

export function saveStandard(save: StandardSave): Promise<StandardFull> {
  if (save.mode === 'create') return api(standardEndpoints.createStandard, save.body);
  if (save.mode === 'update') return api(standardEndpoints.updateStandard, { ...save.body, id: save.id });
  const { estateId: _e, itemId: _i, code: _c, ...rest } = save.body;
  return api(standardEndpoints.newStandardVersion, { ...rest, id: save.id });
}

/** POST /standards, PUT /standards/:id, POST /standards/:id/version */
export function useSaveStandard() {
  const client = useQueryClient();
  return useMutation<StandardFull, ApiError, StandardSave>({
    mutationFn: saveStandard,
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('standards') }),
  });
}
