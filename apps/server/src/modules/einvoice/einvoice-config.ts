import { inspect } from 'node:util';
import { isCreditCode } from '@pm/domain';

/** The environment variables of the e-invoice platform, all optional; no app key, secret or seller → e-invoices are off. */
export const EINVOICE_VARIABLES = [
  'EINVOICE_URL',
  'EINVOICE_TOKEN_URL',
  'EINVOICE_APP_KEY',
  'EINVOICE_APP_SECRET',
  'EINVOICE_SELLER_TAX_ID',
] as const;
export type EinvoiceVariable = (typeof EINVOICE_VARIABLES)[number];
export type EinvoiceEnv = Partial<Record<EinvoiceVariable, string>>;

/** Nuonuo's production hosts: the services gateway and, on another host, the token endpoint. */
export const DEFAULT_EINVOICE_URL = 'https://sdk.nuonuo.com';
export const DEFAULT_EINVOICE_TOKEN_URL = 'https://open.nuonuo.com/accessToken';

/**
 * The invoicing platform's application and the default seller (销方): the calls go to `${url}/open/v1/services`, the
 * token to `tokenUrl`. The appSecret never appears in `JSON.stringify` or `util.inspect`.
 */
export class EinvoiceConfig {
  readonly url: string;
  readonly tokenUrl: string;
  readonly appKey: string;
  readonly appSecret: string;
  /** The seller's 统一社会信用代码 (userTax) when a call names no other. */
  readonly sellerTaxId: string;

  constructor(fields: { url: string; tokenUrl: string; appKey: string; appSecret: string; sellerTaxId: string }) {
    this.url = fields.url.replace(/\/+$/, '');
    this.tokenUrl = fields.tokenUrl;
    this.appKey = fields.appKey;
    this.appSecret = fields.appSecret;
    this.sellerTaxId = fields.sellerTaxId;
  }

  toJSON(): Record<string, unknown> {
    return {
      url: this.url,
      tokenUrl: this.tokenUrl,
      appKey: this.appKey,
      appSecret: '[已隐藏]',
      sellerTaxId: this.sellerTaxId,
    };
  }

  [inspect.custom](): string {
    return `EinvoiceConfig ${JSON.stringify(this.toJSON())}`;
  }
}

export interface EinvoiceConfigProblem {
  variable: EinvoiceVariable;
  message: string;
}

const BASE = /^https?:\/\/[^/?#\s]+\/?$/;
const URL_TEXT = /^https?:\/\/[^?#\s]+$/;
const KEY = /^[!-~]{1,128}$/;

/**
 * The platform from the environment: undefined with no problem when none of app key, secret and seller is set
 * (e-invoices off); a problem per missing or malformed variable when only part is. EINVOICE_TOKEN_URL defaults to
 * Nuonuo's when EINVOICE_URL is not set either, else to `${EINVOICE_URL}/accessToken` (a platform, or the bundled
 * fake, serving both). Messages never quote the secret.
 */
export function einvoiceConfigFromEnv(env: EinvoiceEnv): {
  config: EinvoiceConfig | undefined;
  problems: EinvoiceConfigProblem[];
} {
  const given = (name: EinvoiceVariable) => {
    const v = env[name]?.trim();
    return v === '' ? undefined : v;
  };
  const problems: EinvoiceConfigProblem[] = [];
  const url = given('EINVOICE_URL') ?? DEFAULT_EINVOICE_URL;
  const tokenUrl =
    given('EINVOICE_TOKEN_URL') ??
    (given('EINVOICE_URL') ? `${url.replace(/\/+$/, '')}/accessToken` : DEFAULT_EINVOICE_TOKEN_URL);
  if (!BASE.test(url))
    problems.push({ variable: 'EINVOICE_URL', message: '应为 http(s)://主机[:端口]，如 https://sdk.nuonuo.com' });
  if (!URL_TEXT.test(tokenUrl))
    problems.push({
      variable: 'EINVOICE_TOKEN_URL',
      message: '应为 http(s) 地址，如 https://open.nuonuo.com/accessToken',
    });
  const appKey = given('EINVOICE_APP_KEY');
  const appSecret = given('EINVOICE_APP_SECRET');
  const sellerTaxId = given('EINVOICE_SELLER_TAX_ID');
  if (appKey === undefined && appSecret === undefined && sellerTaxId === undefined)
    return { config: undefined, problems };

  for (const name of ['EINVOICE_APP_KEY', 'EINVOICE_APP_SECRET', 'EINVOICE_SELLER_TAX_ID'] as const)
    if (given(name) === undefined)
      problems.push({ variable: name, message: '启用电子发票时须与 appKey、appSecret、销方税号一同设置' });
  if (appKey !== undefined && !KEY.test(appKey))
    problems.push({ variable: 'EINVOICE_APP_KEY', message: 'appKey 应为 1–128 个可见字符' });
  if (appSecret !== undefined && !KEY.test(appSecret))
    problems.push({ variable: 'EINVOICE_APP_SECRET', message: 'appSecret 应为 1–128 个可见字符' });
  if (sellerTaxId !== undefined && !isCreditCode(sellerTaxId))
    problems.push({ variable: 'EINVOICE_SELLER_TAX_ID', message: '销方税号应为 18 位统一社会信用代码（校验位正确）' });

  if (problems.length > 0 || !appKey || !appSecret || !sellerTaxId) return { config: undefined, problems };
  return { config: new EinvoiceConfig({ url, tokenUrl, appKey, appSecret, sellerTaxId }), problems };
}

/** The bundled fake's demo application and its first seller, for `npm start` when no platform is set. */
export function einvoiceConfigFromFake(fake: {
  url: string;
  appKey: string;
  appSecret: string;
  sellerTaxNums: string[];
}): EinvoiceConfig {
  return new EinvoiceConfig({
    url: fake.url,
    tokenUrl: `${fake.url}/accessToken`,
    appKey: fake.appKey,
    appSecret: fake.appSecret,
    sellerTaxId: fake.sellerTaxNums[0] ?? '',
  });
}
