import { contactEndpoints as c, type ContactQuery } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { officeKeys } from './keys';

/** 公司通讯录 of one company, filtered. */
export function useContacts(q: ContactQuery) {
  return useQuery({ queryKey: officeKeys.contacts(q), queryFn: ({ signal }) => api(c.contacts, q, signal), placeholderData: keepPreviousData });
}
