import { sendMessage, sentMessages } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { officeKeys } from './keys';
import { useOfficeMutation } from './office-mutation';

/** Messages the caller sent, with read counts. */
export function useSentMessages() {
  return useQuery({ queryKey: officeKeys.sent(), queryFn: ({ signal }) => api(sentMessages, {}, signal) });
}
export const useSendMessage = () => useOfficeMutation(sendMessage);
