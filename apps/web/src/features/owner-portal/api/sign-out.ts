import { ownerPortalEndpoints } from '@pm/contracts';
import { api } from '../../../api/client';
import { clearOwnerToken } from '../../../shared/owner-session';

/** DELETE /api/owner/sessions, then the token goes whatever the answer (a lost connection still signs out here). */
export async function signOut(): Promise<void> {
  try {
    await api(ownerPortalEndpoints.signOut, {});
  } catch {
    // the session ends on this phone anyway
  } finally {
    clearOwnerToken();
  }
}
