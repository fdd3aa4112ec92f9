import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { api } from '../../../api/client';

// The sign-in page's calls: plain promises, not queries (its chunk stays without React Query, the first screen small).

export type SmsCodeSent = EndpointOutput<typeof ownerPortalEndpoints.sendSmsCode>;
export type OwnerSession = EndpointOutput<typeof ownerPortalEndpoints.signIn>;

/** POST /api/owner/sms-codes: a 6-digit code to the phone; when another may be asked for. */
export function sendSmsCode(phone: string): Promise<SmsCodeSent> {
  return api(ownerPortalEndpoints.sendSmsCode, { phone });
}

/** POST /api/owner/sessions: the phone and its code for an owner session (token and the houses). */
export function signIn(phone: string, code: string): Promise<OwnerSession> {
  return api(ownerPortalEndpoints.signIn, { phone, code });
}
