import { createPublicKey, generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { certificateSerial, publicKeyId } from './protocol/ids';
import { rateToBasisPoints } from './protocol/money';

const generateRsa = promisify(generateKeyPair);

/** The fake's time source; tests pass their own. Knobs move the business clock on top of it. */
export interface PayVendorClock {
  now(): number;
}

/** A 直连商户 as configured at the vendor: what WeChat Pay knows about it (never its private key). */
export interface MerchantConfig {
  mchid: string;
  /** The merchant's name as payers see it on the payer page. */
  name?: string;
  /** AppIDs bound to the merchant; absent: any appid is accepted. */
  appids?: string[];
  /** Serial number of the merchant API certificate (`serial_no` in Authorization). */
  serialNo: string;
  /** The merchant API public key (PEM, SPKI or certificate) that verifies its requests. */
  publicKeyPem: string;
  /** The APIv3 key: 32 characters; notifications are encrypted under it. */
  apiV3Key: string;
  /** Fee rate written in the trade bill, `'0.60%'` by default. */
  feeRate?: string;
  /** Where refund results go when a refund request names no notify_url (商户平台's setting). */
  refundNotifyUrl?: string;
}

/** A merchant the fake generated (or a test made): the configuration plus the private key it signs with. */
export interface DemoMerchant extends MerchantConfig {
  name: string;
  appids: string[];
  /** PKCS#8 PEM; the product reads it from its own configuration. */
  privateKeyPem: string;
}

/** The platform's signing key in public-key mode: `Wechatpay-Serial` carries `keyId`. */
export interface PlatformKey {
  keyId: string;
  privateKeyPem: string;
}

/** Knob-adjustable timings; tests compress them. */
export interface PayVendorTiming {
  /** Multiplies the notification retry schedule (15 s, 15 s, 30 s, 3 min … 6 h): 0.001 turns 15 s into 15 ms. */
  retryScale: number;
  /** An answer slower than this counts as a failure (5 s at WeChat). */
  answerTimeoutMs: number;
  /** How long a refund stays PROCESSING before its outcome. */
  refundSettleMs: number;
}

export const DEFAULT_TIMING: PayVendorTiming = { retryScale: 1, answerTimeoutMs: 5000, refundSettleMs: 1000 };

export interface PayVendorOptions {
  /** Absent or empty: one demo merchant is generated (see `RunningPayVendor.demoMerchant`). */
  merchants?: MerchantConfig[];
  /** Absent: a platform key is generated (see `RunningPayVendor.platform`). */
  platformKey?: PlatformKey;
  clock?: PayVendorClock;
  logLevel?: string;
  timing?: Partial<PayVendorTiming>;
  /** Share of notifications preceded by a `WECHATPAY/SIGNTEST/` probe (0 to 1); default 0. */
  signTestRate?: number;
}

export interface Merchant {
  mchid: string;
  name: string;
  appids: string[] | undefined;
  serialNo: string;
  publicKeyPem: string;
  apiV3Key: string;
  feeBasisPoints: number;
  refundNotifyUrl: string | undefined;
}

export interface Platform {
  keyId: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

export interface ResolvedOptions {
  merchants: Merchant[];
  platform: Platform;
  demoMerchant: DemoMerchant | undefined;
  clock: PayVendorClock;
  timing: PayVendorTiming;
  signTestRate: number;
  logLevel: string;
}

async function rsaKeyPair(): Promise<{ publicKey: string; privateKey: string }> {
  return generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** A fresh merchant with its own key pair, APIv3 key and serial; for the demo and for tests. */
export async function generateMerchant(
  overrides: Partial<Omit<DemoMerchant, 'privateKeyPem' | 'publicKeyPem'>> = {},
): Promise<DemoMerchant> {
  const { publicKey, privateKey } = await rsaKeyPair();
  return {
    mchid: '1900000109',
    name: '演示物业服务有限公司',
    appids: ['wxd678efh567hg6787'],
    serialNo: certificateSerial(),
    apiV3Key: randomBytes(24).toString('base64url').slice(0, 32),
    feeRate: '0.60%',
    ...overrides,
    publicKeyPem: publicKey,
    privateKeyPem: privateKey,
  };
}

/** A fresh platform key pair with a public-key id. */
export async function generatePlatformKey(): Promise<PlatformKey & { publicKeyPem: string }> {
  const { publicKey, privateKey } = await rsaKeyPair();
  return { keyId: publicKeyId(), privateKeyPem: privateKey, publicKeyPem: publicKey };
}

function toMerchant(c: MerchantConfig): Merchant {
  if (!/^\d{8,10}$/.test(c.mchid)) throw new Error(`商户号应为 8-10 位数字：${c.mchid}`);
  if (Buffer.byteLength(c.apiV3Key, 'utf8') !== 32) throw new Error(`商户 ${c.mchid} 的 APIv3 密钥须为 32 字节`);
  createPublicKey(c.publicKeyPem); // refuses a malformed key at start, not at the first request
  return {
    mchid: c.mchid,
    name: c.name ?? `商户 ${c.mchid}`,
    appids: c.appids,
    serialNo: c.serialNo.toUpperCase(),
    publicKeyPem: c.publicKeyPem,
    apiV3Key: c.apiV3Key,
    feeBasisPoints: rateToBasisPoints(c.feeRate ?? '0.60%'),
    refundNotifyUrl: c.refundNotifyUrl,
  };
}

export async function resolveOptions(options: PayVendorOptions): Promise<ResolvedOptions> {
  const demoMerchant = options.merchants?.length ? undefined : await generateMerchant();
  const merchants = (options.merchants?.length ? options.merchants : [demoMerchant as DemoMerchant]).map(toMerchant);
  if (new Set(merchants.map((m) => m.mchid)).size !== merchants.length) throw new Error('商户号重复');
  const platform = options.platformKey
    ? {
        ...options.platformKey,
        publicKeyPem: createPublicKey(options.platformKey.privateKeyPem)
          .export({ type: 'spki', format: 'pem' })
          .toString(),
      }
    : await generatePlatformKey();
  return {
    merchants,
    platform,
    demoMerchant,
    clock: options.clock ?? { now: () => Date.now() },
    timing: { ...DEFAULT_TIMING, ...options.timing },
    signTestRate: options.signTestRate ?? 0,
    logLevel: options.logLevel ?? 'info',
  };
}
