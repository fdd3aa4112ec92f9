import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { DbOrTx } from '@pm/db';
import { getOrCreateSecret } from './secrets.repo';

export interface RsaKeys {
  publicKey: string;
  privateKey: string;
}

/** The sign-in key pair: RSA 3072, PEM (SPKI public, PKCS#8 private), made on first start. */
export function loadRsaKeys(db: DbOrTx): Promise<RsaKeys> {
  return getOrCreateSecret(db, 'rsa-signin', () =>
    generateKeyPairSync('rsa', {
      modulusLength: 3072,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    }),
  );
}

/** The JWT signing secret: from the environment when given, else generated once and kept. */
export async function loadJwtSecret(db: DbOrTx, fromEnv: string | undefined): Promise<string> {
  if (fromEnv) return fromEnv;
  return getOrCreateSecret(db, 'jwt-secret', () => randomBytes(48).toString('base64url'));
}
