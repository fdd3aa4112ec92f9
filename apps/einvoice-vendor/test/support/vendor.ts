import {
  DEFAULT_SELLERS,
  startEinvoiceVendor,
  type EinvoiceVendorOptions,
  type InvoiceResult,
  type RunningEinvoiceVendor,
} from '../../src/index';
import { ServicesClient, until, type ServicesAnswer } from '../../src/testing/index';

/** Timings compressed for tests: issued within ~30 ms, a callback unanswered for 300 ms has failed. */
export const TEST_TIMING = {
  issueDelayMs: 20,
  sealDelayMs: 10,
  confirmDelayMs: 10,
  callbackTimeoutMs: 300,
  callbackRetryDelayMs: 0,
};

/** 上海安居 (province 31) and 杭州安居. */
export const SELLER = DEFAULT_SELLERS[0]!.taxNum;
export const OTHER_SELLER = DEFAULT_SELLERS[1]!.taxNum;
export const COMPANY_BUYER = { buyerName: '上海某某物流有限公司', buyerTaxNum: '91440300708461136T' };

export const M = {
  issue: 'nuonuo.OpeMplatform.requestBillingNew',
  query: 'nuonuo.OpeMplatform.queryInvoiceResult',
  retry: 'nuonuo.OpeMplatform.reInvoice',
  redApply: 'nuonuo.OpeMplatform.saveInvoiceRedConfirm',
  redQuery: 'nuonuo.OpeMplatform.queryInvoiceRedConfirm',
  redIssue: 'nuonuo.OpeMplatform.fastInvoiceRed',
} as const;

export interface TestVendor {
  vendor: RunningEinvoiceVendor;
  client: ServicesClient;
  close(): Promise<void>;
}

export async function startTestVendor(options: EinvoiceVendorOptions = {}): Promise<TestVendor> {
  const vendor = await startEinvoiceVendor({ port: 0, logLevel: 'silent', timing: TEST_TIMING, ...options });
  const client = new ServicesClient(vendor.url, vendor, SELLER);
  return { vendor, client, close: () => vendor.close() };
}

/** A line as the product sends it: tax-inclusive amount and all three amounts. */
export const line = (
  goodsName: string,
  net: string,
  tax: string,
  gross: string,
  taxRate: string,
  goodsCode = '3040801010000000000',
) => ({
  goodsName,
  goodsCode,
  withTaxFlag: '1',
  taxRate,
  taxExcludedAmount: net,
  tax,
  taxIncludedAmount: gross,
});

/** G3: 物业费 1272.00 at 6 % and 停车费 3600.00 at 9 % (notes §7). */
export const G3_LINES = [
  line('物业管理服务', '1200.00', '72.00', '1272.00', '0.06'),
  line('车辆停放服务', '3302.75', '297.25', '3600.00', '0.09', '3040502020200000000'),
];

/** requestBillingNew's body for the default seller. */
export function order(orderNo: string, over: Record<string, unknown> = {}) {
  return {
    order: {
      orderNo,
      invoiceDate: '2026-03-10 10:00:00',
      buyerName: '张三',
      salerTaxNum: SELLER,
      clerk: '王会计',
      invoiceType: '1',
      invoiceLine: 'pc',
      pushMode: '-1',
      remark: '3栋1201 2026年3月',
      invoiceDetail: G3_LINES,
      ...over,
    },
  };
}

export const resultOf = (answer: ServicesAnswer) => answer.body.result as Record<string, string>;

/** The order's one query result. */
export async function queried(t: TestVendor, orderNo: string, detail = false): Promise<InvoiceResult> {
  const answer = await t.client.call(M.query, { orderNos: [orderNo], isOfferInvoiceDetail: detail ? '1' : '0' });
  return (answer.body.result as InvoiceResult[])[0]!;
}

/** Waits until the order reaches a final status (2, 22 or 24) and answers its query result. */
export async function settled(t: TestVendor, orderNo: string, detail = false): Promise<InvoiceResult> {
  return until(async () => {
    const r = await queried(t, orderNo, detail);
    return ['2', '22', '24'].includes(r.status) ? r : undefined;
  });
}

/** Issues an order and waits for it to be 开票完成; answers its result. */
export async function issued(
  t: TestVendor,
  orderNo: string,
  over: Record<string, unknown> = {},
): Promise<InvoiceResult> {
  const answer = await t.client.call(M.issue, order(orderNo, over));
  if (answer.body.code !== 'E0000') throw new Error(answer.text);
  const r = await settled(t, orderNo, true);
  if (r.status !== '2') throw new Error(`${r.status} ${r.failCause}`);
  return r;
}
