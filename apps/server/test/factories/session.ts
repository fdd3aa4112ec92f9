import { constants, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '@pm/contracts';
import { schema } from '@pm/db';
import { loadJwtSecret } from '../../src/modules/secrets/secrets.service';
import { TokenService } from '../../src/modules/auth/token.service';
import type { TestApp } from '../harness';

/** A real session token for the user, issued by the identity token service of the app's database. */
export async function tokenFor(
  t: TestApp,
  user: { id: number; companyId?: number; role?: Role; username?: string; mustChangePassword?: boolean },
): Promise<{ authorization: string }> {
  const [row] = await t.database.db.select().from(schema.users).where(eq(schema.users.id, user.id));
  if (!row) throw new Error(`tokenFor: user ${user.id} not found`);
  const secret = await loadJwtSecret(t.database.db, t.config.jwtSecret);
  const tokens = new TokenService(secret, t.config.jwtTtlSeconds);
  const { token } = await tokens.issue({
    userId: row.id,
    companyId: row.companyId,
    role: row.role as Role,
    username: row.username,
    mustChangePassword: row.mustChangePassword,
    tokenVersion: row.tokenVersion,
  });
  return { authorization: `Bearer ${token}` };
}

const NONCE_CHARS = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';

export function randomNonce(): string {
  const bytes = randomBytes(6);
  return Array.from(bytes, (b) => NONCE_CHARS[b % NONCE_CHARS.length]).join('');
}

export interface SignInPayload {
  username: string;
  password: string;
  timestamp: number;
  nonce: string;
  sign: string;
}

/** Builds the POST /api/auth body exactly as the web client does (RSA-OAEP SHA-256 + sign). */
export function signInPayload(
  pubKey: string,
  signKey: string,
  username: string,
  password: string,
  overrides: { timestamp?: number; nonce?: string } = {},
): SignInPayload {
  const encrypted = publicEncrypt(
    { key: pubKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(password, 'utf8'),
  ).toString('base64');
  const timestamp = overrides.timestamp ?? Math.floor(Date.now() / 1000);
  const nonce = overrides.nonce ?? randomNonce();
  const sign = createHash('sha256')
    .update(nonce + encrypted + String(timestamp) + username + signKey)
    .digest('hex');
  return { username, password: encrypted, timestamp, nonce, sign };
}

export interface SignInResult {
  status: number;
  body: { code: number; msg: string; data?: { token: string } & Record<string, unknown> };
  /** The Authorization header of the new session, when sign-in succeeded. */
  headers?: { authorization: string };
  payload: SignInPayload;
}

/** Signs in through the real protocol: GET /api/site for the key, then POST /api/auth. */
export async function signIn(
  t: TestApp,
  username: string,
  password: string,
  overrides: { timestamp?: number; nonce?: string; remoteAddress?: string } = {},
): Promise<SignInResult> {
  const site = await t.call<{ data: { pubKey: string } }>({ method: 'GET', url: '/api/site' });
  const payload = signInPayload(site.body.data.pubKey, t.config.authSignKey, username, password, overrides);
  const { status, body } = await t.call<SignInResult['body']>({
    method: 'POST',
    url: '/api/auth',
    payload,
    ...(overrides.remoteAddress ? { remoteAddress: overrides.remoteAddress } : {}),
  });
  const token = body.data?.token;
  return { status, body, payload, ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}) };
}
