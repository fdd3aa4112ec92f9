import { workflowOfficeEndpoints as o, type PushListQuery } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { officeKeys } from './keys';
import { useOfficeMutation } from './office-mutation';

/** 公文推送: 办结 documents of the company with how many they reached. */
export const pushListQuery = (q: PushListQuery) => queryOptions({ queryKey: officeKeys.pushList(q), queryFn: ({ signal }) => api(o.pushList, q, signal) });
export function usePushRecipients(id: number | null) {
  return useQuery({ queryKey: officeKeys.pushRecipients(id ?? 0), queryFn: ({ signal }) => api(o.pushRecipients, { id: id! }, signal), enabled: id !== null });
}
export const usePush = () => useOfficeMutation(o.push);
