import {
  createDecipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
  randomBytes,
} from 'node:crypto';

// WeChat Pay API v3 signatures (payments note §1): SHA256withRSA (PKCS#1 v1.5), Base64. Each signed message
// is lines ending in `\n`, the last one included; an empty body still gives its bare `\n`. Notifications'
// resources are AEAD_AES_256_GCM under the 32-byte APIv3 key (§3). node:crypto only.

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
/** Answers and notifications whose `Wechatpay-Timestamp` is further than this from now are refused (5 min). */
export const MAX_SKEW_SECONDS = 5 * 60;
/** WeChat's signature probe: a signature starting with this never verifies, and the merchant must refuse it. */
export const SIGN_TEST_PREFIX = 'WECHATPAY/SIGNTEST/';

/** What signs a request: the merchant number, its API certificate serial and its private key (PKCS#8). */
export interface MerchantSigner {
  mchid: string;
  serialNo: string;
  privateKey: KeyObject;
}

/** One platform public key in public-key mode: `Wechatpay-Serial` carries its `PUB_KEY_ID_…`. */
export interface PlatformPublicKey {
  keyId: string;
  publicKey: KeyObject;
}

/** `METHOD\nURL\ntimestamp\nnonce\nbody\n`; URL is the path with its `?query`, no host; a GET's body is ''. */
export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** `timestamp\nnonce\nbody\n` over the RAW body: what WeChat signs on an answer or a notification. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

/** 32 random characters of [0-9A-Z] (the SDKs' nonce shape). */
export function newNonce(length = 32): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let out = '';
  for (const b of randomBytes(length)) out += alphabet[b % alphabet.length];
  return out;
}

export function rsaSign(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKey, 'base64');
}

function rsaVerify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/**
 * The `Authorization` header of a request: the scheme, then `mchid`, `nonce_str`, `timestamp` (Unix seconds,
 * 10 digits), `serial_no` and `signature` as `k="v"` pairs joined by commas. `body` is the exact text sent.
 */
export function authorizationHeader(
  signer: MerchantSigner,
  request: { method: string; url: string; body: string; timestamp?: number; nonce?: string },
): string {
  const timestamp = String(request.timestamp ?? Math.floor(Date.now() / 1000));
  const nonce = request.nonce ?? newNonce();
  const signature = rsaSign(
    signer.privateKey,
    requestMessage(request.method, request.url, timestamp, nonce, request.body),
  );
  return (
    `${AUTH_SCHEME} mchid="${signer.mchid}",nonce_str="${nonce}",timestamp="${timestamp}",` +
    `serial_no="${signer.serialNo}",signature="${signature}"`
  );
}

export type SignatureRefusal = 'missing_headers' | 'unknown_serial' | 'timestamp' | 'probe' | 'signature';

const REFUSAL_TEXT: Record<SignatureRefusal, string> = {
  missing_headers: '缺少微信支付签名头',
  unknown_serial: '微信支付公钥 ID 不在配置中',
  timestamp: '微信支付签名时间与本机相差超过 5 分钟',
  probe: '微信支付签名探测请求（WECHATPAY/SIGNTEST/）',
  signature: '微信支付签名验证失败',
};

/** An answer or notification that did not verify: nothing in it may be trusted. */
export class WechatpaySignatureError extends Error {
  override name = 'WechatpaySignatureError';
  constructor(
    readonly reason: SignatureRefusal,
    readonly serial?: string,
  ) {
    super(REFUSAL_TEXT[reason]);
  }
}

export type SignatureCheck = { ok: true; keyId: string } | { ok: false; reason: SignatureRefusal };

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name.toLowerCase());
  const value = key === undefined ? undefined : headers[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Checks a signed answer or notification: the serial must be one of the configured platform keys (two may be
 * configured during a rotation), the timestamp within 5 minutes of `nowMs` (checked before the signature),
 * a `WECHATPAY/SIGNTEST/` probe is refused, then SHA256withRSA over the RAW body.
 */
export function checkSignature(
  keys: readonly PlatformPublicKey[],
  message: { headers: HeaderSource; body: string },
  nowMs = Date.now(),
): SignatureCheck {
  const serial = header(message.headers, 'Wechatpay-Serial');
  const timestamp = header(message.headers, 'Wechatpay-Timestamp');
  const nonce = header(message.headers, 'Wechatpay-Nonce');
  const signature = header(message.headers, 'Wechatpay-Signature');
  if (!serial || !timestamp || !nonce || !signature) return { ok: false, reason: 'missing_headers' };
  const key = keys.find((k) => k.keyId === serial);
  if (!key) return { ok: false, reason: 'unknown_serial' };
  if (!/^\d{1,10}$/.test(timestamp) || Math.abs(Math.floor(nowMs / 1000) - Number(timestamp)) > MAX_SKEW_SECONDS)
    return { ok: false, reason: 'timestamp' };
  if (signature.startsWith(SIGN_TEST_PREFIX)) return { ok: false, reason: 'probe' };
  return rsaVerify(key.publicKey, responseMessage(timestamp, nonce, message.body), signature)
    ? { ok: true, keyId: key.keyId }
    : { ok: false, reason: 'signature' };
}

/** As `checkSignature`, throwing `WechatpaySignatureError` on a refusal. */
export function assertSigned(
  keys: readonly PlatformPublicKey[],
  message: { headers: HeaderSource; body: string },
  nowMs = Date.now(),
): void {
  const check = checkSignature(keys, message, nowMs);
  if (!check.ok) throw new WechatpaySignatureError(check.reason, header(message.headers, 'Wechatpay-Serial'));
}

const GCM_TAG_BYTES = 16;

/** A failed AEAD_AES_256_GCM decryption: wrong APIv3 key, nonce, associated data, or altered ciphertext. */
export class WechatpayDecryptError extends Error {
  override name = 'WechatpayDecryptError';
}

/**
 * AES-256-GCM open: `sealed` is the ciphertext with its 16-byte tag appended (as WeChat sends it).
 * Throws `WechatpayDecryptError` when authentication fails.
 */
export function aes256GcmOpen(key: Buffer, nonce: Buffer, associatedData: Buffer, sealed: Buffer): Buffer {
  if (key.length !== 32) throw new WechatpayDecryptError('APIv3 密钥须为 32 字节');
  if (sealed.length < GCM_TAG_BYTES) throw new WechatpayDecryptError('密文过短');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonce);
    decipher.setAAD(associatedData);
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
    return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]);
  } catch {
    throw new WechatpayDecryptError('通知密文解密失败（APIv3 密钥、nonce 或附加数据不符）');
  }
}

/** A notification's `resource`: AEAD_AES_256_GCM, Base64 ciphertext + tag; nonce and AAD as UTF-8 text. */
export interface EncryptedResource {
  original_type: string;
  algorithm: string;
  ciphertext: string;
  associated_data?: string;
  nonce: string;
}

/** Decrypts a notification's resource to its plaintext (JSON text) with the APIv3 key (32 bytes). */
export function decryptResource(apiV3Key: Buffer, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM')
    throw new WechatpayDecryptError(`不支持的通知加密算法：${resource.algorithm}`);
  return aes256GcmOpen(
    apiV3Key,
    Buffer.from(resource.nonce, 'utf8'),
    Buffer.from(resource.associated_data ?? '', 'utf8'),
    Buffer.from(resource.ciphertext, 'base64'),
  ).toString('utf8');
}

/** A notification as POSTed to notify_url. */
export interface NotificationEnvelope {
  id: string;
  create_time: string;
  event_type: string;
  resource_type: string;
  summary: string;
  resource: EncryptedResource;
}

export interface OpenedNotification<T> {
  envelope: NotificationEnvelope;
  resource: T;
  keyId: string;
}

/**
 * A notification as the notify_url handler must take it: verify the headers over the RAW body first (a refusal
 * throws `WechatpaySignatureError`: answer 4XX, WeChat sends it again), then decrypt its resource.
 */
export function openNotification<T = Record<string, unknown>>(
  verify: { platformKeys: readonly PlatformPublicKey[]; apiV3Key: Buffer },
  message: { headers: HeaderSource; body: string },
  nowMs = Date.now(),
): OpenedNotification<T> {
  const check = checkSignature(verify.platformKeys, message, nowMs);
  if (!check.ok) throw new WechatpaySignatureError(check.reason, header(message.headers, 'Wechatpay-Serial'));
  let envelope: NotificationEnvelope;
  try {
    envelope = JSON.parse(message.body) as NotificationEnvelope;
  } catch {
    throw new WechatpayDecryptError('通知正文不是 JSON');
  }
  if (typeof envelope.resource !== 'object') throw new WechatpayDecryptError('通知缺少 resource');
  const plaintext = decryptResource(verify.apiV3Key, envelope.resource);
  return { envelope, resource: JSON.parse(plaintext) as T, keyId: check.keyId };
}

/** A PKCS#8 (or PKCS#1) private key from PEM text; throws on anything else. */
export function privateKeyFromPem(pem: string): KeyObject {
  return createPrivateKey({ key: pem, format: 'pem' });
}

/** A public key from PEM text (SPKI, PKCS#1 or a certificate). */
export function publicKeyFromPem(pem: string): KeyObject {
  return createPublicKey({ key: pem, format: 'pem' });
}
