import { constants, createHash, publicEncrypt, randomBytes } from 'node:crypto';
import { DEMO_PASSWORD } from '@pm/seed';

const NONCE_CHARS = 'ABCDEFGHJKMNPQRSTWXYZabcdefhijkmnprstwxyz2345678';

/** The site's RSA public key (GET /api/site), which encrypts the password of a sign-in. */
export async function sitePublicKey(baseUrl: string): Promise<string> {
  const site = (await (await fetch(`${baseUrl}/api/site`)).json()) as { data: { pubKey: string } };
  return site.data.pubKey;
}

/** One POST /api/auth body as the browser builds it: RSA-OAEP password, fresh nonce and timestamp, signature. */
export function signInBody(
  pubKey: string,
  authSignKey: string,
  username: string,
  plainPassword = DEMO_PASSWORD,
): string {
  const password = publicEncrypt(
    { key: pubKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plainPassword),
  ).toString('base64');
  const nonce = Array.from(randomBytes(6), (b) => NONCE_CHARS[b % NONCE_CHARS.length]).join('');
  const timestamp = Math.floor(Date.now() / 1000);
  const sign = createHash('sha256')
    .update(nonce + password + String(timestamp) + username + authSignKey)
    .digest('hex');
  return JSON.stringify({ username, password, timestamp, nonce, sign });
}

export interface SignedIn {
  token: string;
  userId: number;
  company: number;
}

/** Signs a demo user in through the public API, as a browser would. */
export async function signIn(baseUrl: string, authSignKey: string, username: string): Promise<SignedIn> {
  const body = signInBody(await sitePublicKey(baseUrl), authSignKey, username);
  const answer = (await (
    await fetch(`${baseUrl}/api/auth`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
  ).json()) as {
    code: number;
    msg: string;
    data?: SignedIn;
  };
  if (answer.code !== 200 || !answer.data)
    throw new Error(`bench: ${username} could not sign in: ${answer.code} ${answer.msg}`);
  return answer.data;
}
