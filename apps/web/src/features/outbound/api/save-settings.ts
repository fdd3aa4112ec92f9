import { outboundEndpoints, type EndpointInput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { MessageSettings } from './get-settings';
import { outboundKeys } from './keys';

export type SettingsInput = EndpointInput<typeof outboundEndpoints.saveSettings>;

/** POST /api/outbound/settings; the answer is the settings as stored. */
export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation<MessageSettings, ApiError, SettingsInput>({
    mutationFn: (input) => api(outboundEndpoints.saveSettings, input),
    onSuccess: (saved) => client.setQueryData(outboundKeys.settings, saved),
  });
}
