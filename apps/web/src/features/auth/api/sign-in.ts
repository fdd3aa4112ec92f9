import { reportCrash, signIn as signInEndpoint, type SignInData } from '@pm/contracts';
import { api, ApiError } from '../../../api/client';
import { PUBLIC_KEY_KEY, SIGN_KEY_KEY } from '../../../shared/session';
import { encryptPassword, makeNonce, signRequest } from './sign-in-crypto';

/** Public key (or the sign key beside it) missing from session storage (spec 8, sign-in). */
export const NO_PUBLIC_KEY = 666;
/** Encrypting the password failed; /api/crash was told (spec 8, sign-in). */
export const ENCRYPTION_FAILED = 111;

/**
 * Signs in with the identity protocol: the password encrypted with the public key kept in
 * sessionStorage, a timestamp in seconds, a 6-character nonce and the sign hash made with the
 * server's sign key (both keys come from /api/site).
 */
export async function signIn(username: string, password: string): Promise<SignInData> {
  const pem = sessionStorage.getItem(PUBLIC_KEY_KEY);
  const signKey = sessionStorage.getItem(SIGN_KEY_KEY);
  if (!pem || !signKey) throw new ApiError(NO_PUBLIC_KEY, '', 200, 'auth.no_public_key');
  let encrypted: string;
  try {
    encrypted = await encryptPassword(pem, password);
  } catch (error) {
    await api(reportCrash, {
      username,
      passwordSize: password.length,
      key: pem.slice(0, 2000),
      operation: `encrypt: ${error instanceof Error ? error.message : String(error)}`.slice(0, 2000),
    }).catch(() => undefined);
    throw new ApiError(ENCRYPTION_FAILED, '', 200, 'auth.encryption_failed');
  }
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = makeNonce();
  const sign = await signRequest(nonce, encrypted, timestamp, username, signKey);
  return api(signInEndpoint, { username, password: encrypted, timestamp, nonce, sign });
}
