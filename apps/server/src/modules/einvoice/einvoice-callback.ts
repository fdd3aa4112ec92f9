import type { EinvoiceConfig } from './einvoice-config';
import type { EinvoiceRedConfirmation, EinvoiceResult } from './einvoice-platform';
import { readEinvoiceResult, readRedConfirmation } from './einvoice-result';
import { nuonuoSignMatches } from './nuonuo-sign';

// What the platform POSTs to our callback address: a form `operater=callback&orderno=…&content=<result JSON>` when an
// order is final, `operater=redConfirmCallback&billId=…&content=<确认单 JSON>` when a 确认单 moves. Signed like a call
// (the query's senid, nonce, timestamp, appkey; X-Nuonuo-Sign over the form body as received). A platform retries
// a callback it got no `{"status":"0000"}` for, so a handler must take one twice (keyed by orderno / billId).

/** A callback whose timestamp is further than this from our clock is refused (a replay of a captured one). */
export const CALLBACK_WINDOW_SECONDS = 300;

/** The answer that tells the platform the callback was taken. */
export const CALLBACK_ACCEPTED = { status: '0000', message: '同步成功' } as const;

export interface EinvoiceCallbackRequest {
  /** The query string's parameters. */
  query: Record<string, string | undefined>;
  /** The X-Nuonuo-Sign header. */
  sign: string | undefined;
  /** The form body exactly as received. */
  body: string;
}

export type EinvoiceCallback =
  | { type: 'invoice'; orderNo: string; result: EinvoiceResult }
  | { type: 'redConfirmation'; billId: string; confirmation: EinvoiceRedConfirmation };

/** Signed by our application's secret, for our appkey, within the window of `nowMs`. */
export function verifyEinvoiceCallback(
  config: EinvoiceConfig,
  request: EinvoiceCallbackRequest,
  nowMs = Date.now(),
): boolean {
  const { senid, nonce, timestamp, appkey } = request.query;
  if (!senid || !nonce || !timestamp || appkey !== config.appKey || !request.sign || !/^\d{1,12}$/.test(timestamp))
    return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > CALLBACK_WINDOW_SECONDS) return false;
  return nuonuoSignMatches(config.appSecret, { appKey: appkey, senid, nonce, timestamp }, request.body, request.sign);
}

/** The callback's content; undefined when it is neither kind or not readable (answer it all the same, after logging). */
export function parseEinvoiceCallback(body: string): EinvoiceCallback | undefined {
  const form = new URLSearchParams(body);
  let content: unknown;
  try {
    content = JSON.parse(form.get('content') ?? '');
  } catch {
    return undefined;
  }
  if (form.get('operater') === 'callback') {
    const result = readEinvoiceResult(content);
    const orderNo = form.get('orderno') ?? '';
    return result && result.orderNo === orderNo ? { type: 'invoice', orderNo, result } : undefined;
  }
  if (form.get('operater') === 'redConfirmCallback') {
    const confirmation = readRedConfirmation(content);
    const billId = form.get('billId') ?? '';
    return confirmation && confirmation.billId === billId
      ? { type: 'redConfirmation', billId, confirmation }
      : undefined;
  }
  return undefined;
}
