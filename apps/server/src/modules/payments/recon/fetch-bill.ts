import { vendorWords } from '../online-pay.errors';
import type { PayGateway } from '../pay-gateway';
import { WechatpayApiError, WechatpayNetworkError } from '../wechatpay-client';
import { WechatpayBillError, type TradeBill } from '../wechatpay-trade-bill';

// One day's trade bill from the vendor: ALL rows, GZIP, its SHA1 checked and the file parsed by the client
// (payments note §5). What the vendor answers instead is sorted into what a run does next.

export type FetchedBill =
  | { kind: 'bill'; sha1: string; bill: TradeBill }
  /** NO_STATEMENT_EXIST: nothing was paid or refunded that day. */
  | { kind: 'empty' }
  /** STATEMENT_CREATING: asked before 10:00 the next day (on the vendor's clock). */
  | { kind: 'not_ready'; reason: string }
  /** Refused, unreadable, a bad SHA1, or no answer (`retry`: worth asking again soon). */
  | { kind: 'failed'; reason: string; retry: boolean };

export async function fetchBill(gateway: PayGateway, billDate: string): Promise<FetchedBill> {
  try {
    const { link, bill } = await gateway.client.downloadTradeBill({ billDate, billType: 'ALL', gzip: true });
    return { kind: 'bill', sha1: link.hash_value.toLowerCase(), bill };
  } catch (error) {
    if (error instanceof WechatpayApiError && error.code === 'NO_STATEMENT_EXIST') return { kind: 'empty' };
    if (error instanceof WechatpayApiError && error.code === 'STATEMENT_CREATING') return { kind: 'not_ready', reason: '账单生成中，次日10点后可下载' };
    if (error instanceof WechatpayBillError) return { kind: 'failed', reason: `账单无效：${error.message}`, retry: false };
    if (error instanceof WechatpayApiError || error instanceof WechatpayNetworkError)
      return { kind: 'failed', reason: `下载账单失败：微信支付${vendorWords(error)}`, retry: error instanceof WechatpayNetworkError || error.status >= 500 };
    throw error;
  }
}
