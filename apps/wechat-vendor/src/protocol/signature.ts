import { createHash } from 'node:crypto';

/**
 * The signature of a push to the developer's server (消息加解密 "明文模式"): SHA-1 hex of the token, timestamp and
 * nonce sorted as strings and joined. The same for the GET server check (with echostr) and for POSTed events.
 */
export function pushSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}
