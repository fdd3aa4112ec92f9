import * as ids from './protocol/ids';
import { isCreditCode } from './protocol/tax-id';

/** The fake's time source; tests pass their own. Knobs move the business clock on top of it. */
export interface EinvoiceVendorClock {
  now(): number;
}

/** A seller (销方) registered with the platform: only these may issue, each under its own tax id (userTax). */
export interface SellerConfig {
  taxNum: string;
  name: string;
  address?: string;
  tel?: string;
  /** 开户行及账号 */
  bankAccount?: string;
  /** 单张发票开票限额: the most one invoice's 合计金额 (without tax, 元) may be; absent: 100000.00 (十万元版). */
  singleInvoiceLimit?: string;
}

/** Knob-adjustable timings; tests compress them. */
export interface EinvoiceVendorTiming {
  /** From an accepted request (20 开票中) to its outcome: a number (21) or a failure (22). */
  issueDelayMs: number;
  /** From 21 开票成功签章中 to 2 开票完成 (or 24 签章失败). */
  sealDelayMs: number;
  /** From a 红字确认单 申请中 (15) to its first state (01 / 02). */
  confirmDelayMs: number;
  /** A callback not answered within this long failed. */
  callbackTimeoutMs: number;
  /** Between a failed callback and the next try. */
  callbackRetryDelayMs: number;
}

export const DEFAULT_TIMING: EinvoiceVendorTiming = {
  issueDelayMs: 1500,
  sealDelayMs: 500,
  confirmDelayMs: 500,
  callbackTimeoutMs: 5000,
  callbackRetryDelayMs: 1000,
};

/** The demo sellers: the seed's two regional companies, with made-up credit codes (never real ones). */
export const DEFAULT_SELLERS: SellerConfig[] = [
  {
    taxNum: '91310115MA1K4PM3XC',
    name: '上海安居物业管理有限公司',
    address: '上海市浦东新区张杨路1200号',
    tel: '021-50002000',
    bankAccount: '招商银行上海张杨支行 121900000010001',
  },
  {
    taxNum: '91330106MA2CFH7E53',
    name: '杭州安居物业服务有限公司',
    address: '杭州市西湖区文三路300号',
    tel: '0571-86001000',
    bankAccount: '杭州银行文三支行 330100000020002',
  },
];

export const DEFAULT_SINGLE_INVOICE_LIMIT = '100000.00';

export interface EinvoiceVendorOptions {
  /** The application's appKey and appSecret; generated when absent (see `RunningEinvoiceVendor.appKey`). */
  appKey?: string;
  appSecret?: string;
  sellers?: SellerConfig[];
  /** The console's 回调地址: where results go when an order names no callBackUrl; absent: nowhere. */
  callbackUrl?: string;
  clock?: EinvoiceVendorClock;
  timing?: Partial<EinvoiceVendorTiming>;
  logLevel?: string;
}

export interface Seller extends Required<SellerConfig> {
  /** Digits 3–4 of the credit code (its 行政区划 head): the province part of the seller's invoice numbers. */
  province: string;
}

export interface ResolvedOptions {
  appKey: string;
  appSecret: string;
  sellers: Seller[];
  callbackUrl: string | undefined;
  clock: EinvoiceVendorClock;
  timing: EinvoiceVendorTiming;
  logLevel: string;
}

export function resolveSeller(s: SellerConfig): Seller {
  if (!isCreditCode(s.taxNum)) throw new Error(`销方税号应为有效的统一社会信用代码：${s.taxNum}`);
  const limit = s.singleInvoiceLimit ?? DEFAULT_SINGLE_INVOICE_LIMIT;
  if (!/^\d+(\.\d{1,2})?$/.test(limit)) throw new Error(`单张发票限额应为金额：${limit}`);
  return {
    taxNum: s.taxNum,
    name: s.name,
    address: s.address ?? '',
    tel: s.tel ?? '',
    bankAccount: s.bankAccount ?? '',
    singleInvoiceLimit: limit,
    province: s.taxNum.slice(2, 4),
  };
}

export function resolveOptions(options: EinvoiceVendorOptions): ResolvedOptions {
  return {
    appKey: options.appKey ?? ids.appKey(),
    appSecret: options.appSecret ?? ids.appSecret(),
    sellers: (options.sellers ?? DEFAULT_SELLERS).map(resolveSeller),
    callbackUrl: options.callbackUrl,
    clock: options.clock ?? { now: () => Date.now() },
    timing: { ...DEFAULT_TIMING, ...options.timing },
    logLevel: options.logLevel ?? 'info',
  };
}
