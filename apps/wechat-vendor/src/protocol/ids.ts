import { randomBytes, randomInt } from 'node:crypto';

// The shapes of WeChat's identifiers, as seen in its documentation and answers.

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const URL_SAFE = `${ALNUM}_-`;

function pick(alphabet: string, length: number): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** An AppID: `wx` + 16 hex digits. */
export const appId = () => `wx${hex(8)}`;
/** An AppSecret: 32 hex digits. */
export const appSecret = () => hex(16);
/** The 服务器配置 Token (3–32 letters or digits). */
export const eventToken = () => pick(ALNUM, 32);
/** The account's 原始ID, ToUserName of every event: `gh_` + 12 hex digits. */
export const originalId = () => `gh_${hex(6)}`;
/** An openid: 28 characters starting with `o` (`o6_bmjrPTlm6_2sgVt7hMZOPfL2M`). */
export const openid = () => `o${pick(URL_SAFE, 27)}`;
/** A template_id: 43 characters of base64url (`iPk5sOIt5X_flOVKn5GrTFpncEYTojx6ddbt8WYoV5s`). */
export const templateId = () => pick(URL_SAFE, 43);
/** An access_token: a number, `_`, then about 130 characters (the real ones are 136 or longer). */
export const accessToken = (seq: number) => `${seq % 100}_${pick(`${ALNUM}-_`, 134)}`;
/** A 网页授权 code: 32 characters. */
export const oauthCode = () => pick(ALNUM, 32);
/** The `rid` WeChat appends to an error message, for its support: `64c0a8f5-4e0d0b6a-3f2b1c9d`. */
export const rid = () => `${hex(4)}-${hex(4)}-${hex(4)}`;
/** The nonce of a push to the developer's server (digits, as WeChat sends it). */
export const pushNonce = () => String(randomInt(100_000_000, 2_000_000_000));

/**
 * A template message's msgid: a 64-bit integer, larger than JavaScript's safe integers (2^53), so a client that
 * reads it as a JSON number loses digits. Kept as decimal text here; written into JSON as a bare number.
 */
export function msgId(): string {
  const high = BigInt(randomInt(0x20000000, 0x3fffffff));
  const low = BigInt(randomInt(0, 0xffffffff)) * 2n + BigInt(randomInt(0, 2));
  return ((high << 33n) + low).toString();
}
