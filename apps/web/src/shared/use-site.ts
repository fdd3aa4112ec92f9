import { getSite } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '../api/client';
import { localText } from '../i18n';
import { PUBLIC_KEY_KEY, SIGN_KEY_KEY } from './session';

/** Site settings (title, logo, record number, phone, copyright, sign-in keys); the keys are kept in sessionStorage. */
export function useSite() {
  const query = useQuery({
    queryKey: ['site'],
    queryFn: ({ signal }) => api(getSite, {}, signal),
    // The name and copyright line are data in simplified Chinese; 繁體 shows them converted.
    select: (site) => ({ ...site, siteName: localText(site.siteName), copyright: localText(site.copyright) }),
    staleTime: 10 * 60_000,
  });
  const data = query.data;
  useEffect(() => {
    if (data?.pubKey) sessionStorage.setItem(PUBLIC_KEY_KEY, data.pubKey);
    if (data?.signKey) sessionStorage.setItem(SIGN_KEY_KEY, data.signKey);
    if (data?.siteName) document.title = data.siteName;
  }, [data]);
  return query;
}
