import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a call or a callback is signed over besides its body: the query string's senid, nonce, timestamp and appkey. */
export interface NuonuoSignedParams {
  appKey: string;
  senid: string;
  nonce: string;
  timestamp: string;
}

/**
 * X-Nuonuo-Sign (invoices note §5): Base64 of HMAC-SHA1 under the appSecret over
 * `a=services&l=v1&p=open&k={appKey}&i={senid}&n={nonce}&t={timestamp}&f={body}`, the body being the exact text sent.
 */
export function nuonuoSign(appSecret: string, p: NuonuoSignedParams, body: string): string {
  const text = `a=services&l=v1&p=open&k=${p.appKey}&i=${p.senid}&n=${p.nonce}&t=${p.timestamp}&f=${body}`;
  return createHmac('sha1', appSecret).update(text, 'utf8').digest('base64');
}

/** The signature given matches, compared in constant time. */
export function nuonuoSignMatches(appSecret: string, p: NuonuoSignedParams, body: string, given: string): boolean {
  const expected = Buffer.from(nuonuoSign(appSecret, p, body));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
