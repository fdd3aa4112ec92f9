import { decryptText, type EncryptedResource } from '../protocol/aead';
import {
  formatAuthorization,
  MAX_SKEW_SECONDS,
  nonceString,
  requestMessage,
  responseMessage,
  rsaSign,
  rsaVerify,
  SIGN_TEST_PREFIX,
  timestampSkewSeconds,
} from '../protocol/signature';

/** What a merchant signs with: its number, the API certificate serial and the private key (PKCS#8 PEM). */
export interface MerchantCredentials {
  mchid: string;
  serialNo: string;
  privateKeyPem: string;
}

/** The platform's public key in public-key mode, as the product configures it. */
export interface PlatformVerifier {
  keyId: string;
  publicKeyPem: string;
}

/**
 * The Authorization header for a request: `url` is the path with its query as sent (no host), `body`
 * the exact text sent ('' for a GET). `timestamp` (Unix seconds) and `nonce` are for tests that need them fixed.
 */
export function signRequest(
  merchant: MerchantCredentials,
  request: { method: string; url: string; body?: string; timestamp?: number; nonce?: string },
): string {
  const timestamp = String(request.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = request.nonce ?? nonceString();
  const signature = rsaSign(
    merchant.privateKeyPem,
    requestMessage(request.method, request.url, timestamp, nonce, request.body ?? ''),
  );
  return formatAuthorization({
    mchid: merchant.mchid,
    nonce_str: nonce,
    signature,
    timestamp,
    serial_no: merchant.serialNo,
  });
}

export type VerifyResult =
  { ok: true } | { ok: false; reason: 'missing' | 'serial' | 'timestamp' | 'probe' | 'signature' };

/** Reads a header whatever its case, from a plain object or a fetch `Headers`. */
function header(headers: Headers | Record<string, string | string[] | undefined>, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Verifies a signed answer or notification as a merchant must: the serial is the configured key id,
 * the timestamp within 5 minutes (checked first), then SHA256withRSA over `timestamp\nnonce\nbody\n`
 * on the RAW body. A `WECHATPAY/SIGNTEST/` probe never verifies.
 */
export function verifySigned(
  platform: PlatformVerifier,
  message: { headers: Headers | Record<string, string | string[] | undefined>; body: string },
  nowMs = Date.now(),
): VerifyResult {
  const serial = header(message.headers, 'Wechatpay-Serial');
  const timestamp = header(message.headers, 'Wechatpay-Timestamp');
  const nonce = header(message.headers, 'Wechatpay-Nonce');
  const signature = header(message.headers, 'Wechatpay-Signature');
  if (!serial || !timestamp || !nonce || !signature) return { ok: false, reason: 'missing' };
  if (serial !== platform.keyId) return { ok: false, reason: 'serial' };
  const skew = timestampSkewSeconds(timestamp, nowMs);
  if (skew === undefined || skew > MAX_SKEW_SECONDS) return { ok: false, reason: 'timestamp' };
  if (signature.startsWith(SIGN_TEST_PREFIX)) return { ok: false, reason: 'probe' };
  return rsaVerify(platform.publicKeyPem, responseMessage(timestamp, nonce, message.body), signature)
    ? { ok: true }
    : { ok: false, reason: 'signature' };
}

/** A notification's body as sent. */
export interface NotificationBody {
  id: string;
  create_time: string;
  event_type: string;
  resource_type: string;
  summary: string;
  resource: EncryptedResource;
}

/** Decrypts a notification's resource with the APIv3 key; throws when the key or the data is wrong. */
export function decryptNotification<T = Record<string, unknown>>(
  body: string | NotificationBody,
  apiV3Key: string,
): { notification: NotificationBody; resource: T } {
  const notification = typeof body === 'string' ? (JSON.parse(body) as NotificationBody) : body;
  const r = notification.resource;
  return { notification, resource: JSON.parse(decryptText(apiV3Key, r.ciphertext, r.nonce, r.associated_data)) as T };
}
