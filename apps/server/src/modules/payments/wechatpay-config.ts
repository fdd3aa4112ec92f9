import { readFileSync } from 'node:fs';
import type { KeyObject } from 'node:crypto';
import { inspect } from 'node:util';
import { type MerchantSigner, type PlatformPublicKey, privateKeyFromPem, publicKeyFromPem } from './wechatpay-sign';

/** The environment variables of a WeChat Pay 直连商户, all optional; absent together → online payment is off. */
export const WECHATPAY_VARIABLES = [
  'WECHATPAY_MCHID',
  'WECHATPAY_APPID',
  'WECHATPAY_MERCHANT_KEY',
  'WECHATPAY_MERCHANT_SERIAL',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_PLATFORM_KEYS',
] as const;
export type WechatpayVariable = (typeof WECHATPAY_VARIABLES)[number];
export type WechatpayEnv = Partial<Record<WechatpayVariable, string>>;

const REDACTED = '[已隐藏]';

/**
 * What the client needs to speak for one merchant. The private key and the APIv3 key are secrets: they never
 * appear in `JSON.stringify` or `util.inspect` of this object (nor of a config holding it).
 */
export class WechatpayConfig {
  readonly mchid: string;
  readonly appid: string;
  /** Serial number of the merchant API certificate (`serial_no` in Authorization). */
  readonly merchantSerial: string;
  readonly merchantKey: KeyObject;
  /** The 32-byte APIv3 key: notifications' resources are encrypted under it. */
  readonly apiV3Key: Buffer;
  /** The platform public keys answers and notifications may be signed with (two during a rotation). */
  readonly platformKeys: readonly PlatformPublicKey[];
  /** WeChat Pay's API root (`https://api.mch.weixin.qq.com`, or the bundled fake). */
  readonly baseUrl: string;

  constructor(fields: {
    mchid: string;
    appid: string;
    merchantSerial: string;
    merchantKey: KeyObject;
    apiV3Key: Buffer;
    platformKeys: readonly PlatformPublicKey[];
    baseUrl: string;
  }) {
    if (fields.apiV3Key.length !== 32) throw new RangeError('APIv3 密钥须为 32 字节');
    if (fields.platformKeys.length === 0) throw new RangeError('至少需要一个微信支付公钥');
    this.mchid = fields.mchid;
    this.appid = fields.appid;
    this.merchantSerial = fields.merchantSerial;
    this.merchantKey = fields.merchantKey;
    this.apiV3Key = fields.apiV3Key;
    this.platformKeys = fields.platformKeys;
    this.baseUrl = fields.baseUrl.replace(/\/+$/, '');
  }

  /** The merchant's request signer. */
  get signer(): MerchantSigner {
    return { mchid: this.mchid, serialNo: this.merchantSerial, privateKey: this.merchantKey };
  }

  toJSON(): Record<string, unknown> {
    return {
      mchid: this.mchid,
      appid: this.appid,
      merchantSerial: this.merchantSerial,
      merchantKey: REDACTED,
      apiV3Key: REDACTED,
      platformKeys: this.platformKeys.map((k) => k.keyId),
      baseUrl: this.baseUrl,
    };
  }

  [inspect.custom](): string {
    return `WechatpayConfig ${JSON.stringify(this.toJSON())}`;
  }
}

export interface ConfigProblem {
  variable: WechatpayVariable;
  message: string;
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----[\s\S]*?-----END \1-----/g;

/** PEM text as given, or read from the file the value names; `\n` written as two characters is a newline (.env files). */
function pemOrFile(value: string, read: (path: string) => string): string {
  const text = value.trim();
  if (text.includes('-----BEGIN')) return text.includes('\n') ? text : text.replace(/\\n/g, '\n');
  return read(text);
}

const readText = (path: string) => readFileSync(path, 'utf8');

/**
 * `<id>=<pem or path>` pairs separated by commas or newlines. PEM blocks are taken whole first, so the
 * newlines inside them do not split.
 */
export function parsePlatformKeys(
  value: string,
  read: (path: string) => string = readText,
): { keys: PlatformPublicKey[]; problems: string[] } {
  const blocks: string[] = [];
  const masked = value
    .replace(/\\n/g, '\n')
    .replace(PEM_BLOCK, (block) => `\uE000${String(blocks.push(block) - 1)}\uE000`);
  const keys: PlatformPublicKey[] = [];
  const problems: string[] = [];
  for (const entry of masked
    .split(/[,\n]/)
    .map((e) => e.trim())
    .filter((e) => e !== '')) {
    const at = entry.indexOf('=');
    const keyId = entry.slice(0, Math.max(at, 0)).trim();
    const source = entry.slice(at + 1).trim();
    if (at < 1 || !/^[A-Za-z0-9_-]+$/.test(keyId) || source === '') {
      problems.push(`每项应为 <公钥ID>=<PEM 或文件路径>，无法识别：${entry.replace(/\uE000\d+\uE000/g, '<PEM>')}`);
      continue;
    }
    if (keys.some((k) => k.keyId === keyId)) {
      problems.push(`公钥 ID 重复：${keyId}`);
      continue;
    }
    const block = /^\uE000(\d+)\uE000$/.exec(source);
    try {
      const pem = block ? (blocks[Number(block[1])] ?? '') : read(source);
      keys.push({ keyId, publicKey: publicKeyFromPem(pem) });
    } catch (e) {
      problems.push(`${keyId} 的公钥无法读取（${block ? 'PEM 无效' : `文件 ${source}：${(e as Error).message}`}）`);
    }
  }
  if (keys.length === 0 && problems.length === 0) problems.push('至少需要一个 <公钥ID>=<PEM 或文件路径>');
  return { keys, problems };
}

/**
 * The merchant's configuration from the environment: undefined with no problem when no WECHATPAY_* variable is
 * set (online payment off); a problem per missing or invalid variable when only some are. Messages never quote
 * a secret.
 */
export function wechatpayConfigFromEnv(
  env: WechatpayEnv,
  baseUrl: string,
  read: (path: string) => string = readText,
): { config: WechatpayConfig | undefined; problems: ConfigProblem[] } {
  const given = (name: WechatpayVariable) => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  if (WECHATPAY_VARIABLES.every((name) => given(name) === undefined)) return { config: undefined, problems: [] };
  const problems: ConfigProblem[] = [];
  const problem = (variable: WechatpayVariable, message: string) => problems.push({ variable, message });
  for (const name of WECHATPAY_VARIABLES)
    if (given(name) === undefined) problem(name, '启用微信支付时须与其他 WECHATPAY_* 变量一同设置');

  const mchid = given('WECHATPAY_MCHID');
  if (mchid !== undefined && !/^\d{8,12}$/.test(mchid)) problem('WECHATPAY_MCHID', '商户号应为 8–12 位数字');
  const appid = given('WECHATPAY_APPID');
  if (appid !== undefined && !/^wx[0-9a-zA-Z]{14,30}$/.test(appid)) problem('WECHATPAY_APPID', 'AppID 应以 wx 开头');
  const serial = given('WECHATPAY_MERCHANT_SERIAL');
  if (serial !== undefined && !/^[0-9A-Fa-f]{8,64}$/.test(serial))
    problem('WECHATPAY_MERCHANT_SERIAL', '商户 API 证书序列号应为十六进制字符');

  let merchantKey: KeyObject | undefined;
  const keyValue = given('WECHATPAY_MERCHANT_KEY');
  if (keyValue !== undefined) {
    try {
      merchantKey = privateKeyFromPem(pemOrFile(keyValue, read));
      if (merchantKey.asymmetricKeyType !== 'rsa') {
        problem('WECHATPAY_MERCHANT_KEY', '商户 API 私钥应为 RSA 私钥');
        merchantKey = undefined;
      }
    } catch {
      problem('WECHATPAY_MERCHANT_KEY', '无法读取商户 API 私钥（应为 PKCS#8 PEM 文本或其文件路径）');
    }
  }

  let apiV3Key: Buffer | undefined;
  const v3 = env.WECHATPAY_API_V3_KEY;
  if (v3 !== undefined && v3 !== '') {
    apiV3Key = Buffer.from(v3, 'utf8');
    if (apiV3Key.length !== 32) {
      problem('WECHATPAY_API_V3_KEY', `APIv3 密钥须为 32 字节（现为 ${String(apiV3Key.length)} 字节）`);
      apiV3Key = undefined;
    }
  }

  let platformKeys: PlatformPublicKey[] = [];
  const pk = given('WECHATPAY_PLATFORM_KEYS');
  if (pk !== undefined) {
    const parsed = parsePlatformKeys(pk, read);
    for (const message of parsed.problems) problem('WECHATPAY_PLATFORM_KEYS', message);
    platformKeys = parsed.keys;
  }

  if (problems.length > 0 || !mchid || !appid || !serial || !merchantKey || !apiV3Key)
    return { config: undefined, problems };
  return {
    config: new WechatpayConfig({ mchid, appid, merchantSerial: serial, merchantKey, apiV3Key, platformKeys, baseUrl }),
    problems,
  };
}

/** The bundled fake's generated merchant and platform key, for the demo when no WECHATPAY_* is set. */
export function wechatpayConfigFromFake(fake: {
  url: string;
  platform: { keyId: string; publicKeyPem: string };
  demoMerchant:
    { mchid: string; appids: string[]; serialNo: string; privateKeyPem: string; apiV3Key: string } | undefined;
}): WechatpayConfig | undefined {
  const m = fake.demoMerchant;
  const appid = m?.appids[0];
  if (!m || !appid) return undefined;
  return new WechatpayConfig({
    mchid: m.mchid,
    appid,
    merchantSerial: m.serialNo,
    merchantKey: privateKeyFromPem(m.privateKeyPem),
    apiV3Key: Buffer.from(m.apiV3Key, 'utf8'),
    platformKeys: [{ keyId: fake.platform.keyId, publicKey: publicKeyFromPem(fake.platform.publicKeyPem) }],
    baseUrl: fake.url,
  });
}
