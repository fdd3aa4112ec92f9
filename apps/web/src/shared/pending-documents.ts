import { getAccount } from '@pm/contracts';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../api/client';

/** Query key of what waits for the user (通讯 red): unconfirmed notices plus open workflow tasks. */
export const PENDING_DOCUMENTS_KEY = ['pending-documents'] as const;
/** Query key of the user's notices (告知公文, the bell). */
export const NOTICES_KEY = ['notices'] as const;

/**
 * The account call without the loading bar: the header re-reads it in the background. The endpoint
 * is the prototype (a spread would read its input schema, which the browser build leaves out).
 */
const pendingCall: typeof getAccount = Object.create(getAccount, { silent: { value: true } }) as typeof getAccount;
const POLL_MS = 60_000;

/**
 * pendingDocumentsNumber of /api/account, kept fresh: read again every minute, when the window
 * comes back, and whenever a screen that changes it (workflow actions, a confirmed notice) calls
 * `refreshPending`. `initial` is what the shell loaded at sign-in.
 */
export function usePendingDocuments(initial: number): number {
  const q = useQuery({
    queryKey: PENDING_DOCUMENTS_KEY,
    queryFn: async ({ signal }) => (await api(pendingCall, {}, signal)).pendingDocumentsNumber,
    initialData: initial,
    initialDataUpdatedAt: Date.now(),
    staleTime: 5_000,
    refetchInterval: POLL_MS,
    refetchOnWindowFocus: true,
  });
  return q.data;
}

/** After something that changes what waits (a document handled, a notice confirmed). */
export function refreshPending(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: PENDING_DOCUMENTS_KEY });
  void client.invalidateQueries({ queryKey: NOTICES_KEY });
}
