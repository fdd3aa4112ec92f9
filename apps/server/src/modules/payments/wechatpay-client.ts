import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { WechatpayConfig } from './wechatpay-config';
import { assertSigned, authorizationHeader } from './wechatpay-sign';
import { parseTradeBill, type TradeBill, WechatpayBillError } from './wechatpay-trade-bill';

// A typed client for WeChat Pay API v3 (直连商户; payments note §2). Every request is signed; every answer,
// errors included, is verified before anything in it is used (the bill download is not signed at WeChat:
// its SHA1 is checked instead). Amounts are integer fen as the vendor speaks them: convert with fen.ts.

/** An answer WeChat Pay gave with a non-2xx status: its `code` (SIGN_ERROR, PARAM_ERROR, ORDER_PAID …) and text. */
export class WechatpayApiError extends Error {
  override name = 'WechatpayApiError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly detail?: unknown,
    readonly requestId?: string,
  ) {
    super(message);
  }
}

/** No answer: the connection failed or the call took longer than its timeout. The outcome is unknown. */
export class WechatpayNetworkError extends Error {
  override name = 'WechatpayNetworkError';
  constructor(
    readonly kind: 'timeout' | 'network',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface Amount {
  /** Fen, at least 1. */
  total: number;
  currency?: 'CNY';
}

/** The order fields all three ways to pay share (appid and mchid are the configuration's). */
export interface OrderInput {
  /** ≤ 127 characters. */
  description: string;
  /** 6–32 of [0-9A-Za-z_-|*], unique per merchant, never reused. */
  out_trade_no: string;
  /** RFC 3339, e.g. `2024-05-10T10:15:00+08:00`: the last moment the payer can pay. */
  time_expire?: string;
  attach?: string;
  notify_url: string;
  goods_tag?: string;
  amount: Amount;
}

export interface TransactionAmount {
  total: number;
  payer_total?: number;
  currency: string;
  payer_currency?: string;
}

export type TradeState = 'SUCCESS' | 'REFUND' | 'NOTPAY' | 'CLOSED' | 'REVOKED' | 'USERPAYING' | 'PAYERROR';

/** A transaction as queried (and as a TRANSACTION.SUCCESS notification's plaintext). */
export interface Transaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  transaction_id?: string;
  trade_type?: string;
  trade_state: TradeState;
  trade_state_desc: string;
  bank_type?: string;
  attach?: string;
  /** RFC 3339. */
  success_time?: string;
  payer?: { openid: string };
  amount: TransactionAmount;
  promotion_detail?: unknown[];
}

export interface RefundInput {
  /** One of the two names the order. */
  transaction_id?: string;
  out_trade_no?: string;
  /** Retry a refund with the SAME number: a new one refunds twice. */
  out_refund_no: string;
  reason?: string;
  notify_url?: string;
  funds_account?: 'AVAILABLE';
  /** Fen: what to refund now and the order's total. */
  amount: { refund: number; total: number; currency?: 'CNY' };
}

export type RefundStatus = 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL';

export interface Refund {
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  channel: string;
  user_received_account: string;
  success_time?: string;
  create_time: string;
  status: RefundStatus;
  funds_account?: string;
  amount: {
    total: number;
    refund: number;
    payer_total: number;
    payer_refund: number;
    settlement_refund?: number;
    settlement_total?: number;
    discount_refund?: number;
    currency: string;
    refund_fee?: number;
  };
}

export type BillType = 'ALL' | 'SUCCESS' | 'REFUND';

export interface TradeBillLink {
  hash_type: 'SHA1';
  hash_value: string;
  download_url: string;
}

export interface WechatpayClientOptions {
  /** Per attempt, covering the answer's body (default 10 s). */
  timeoutMs?: number;
  /** Extra attempts for idempotent calls (queries, close, bill) after a network error or timeout; default 1. */
  retries?: number;
  retryDelayMs?: number;
  fetch?: typeof fetch;
  /** The clock answers' timestamps are checked against. */
  now?: () => number;
}

interface Call {
  method: 'GET' | 'POST';
  /** Path with its query, as signed. */
  path: string;
  body?: unknown;
  /** Safe to send twice: retried after a network error. */
  idempotent: boolean;
}

const enc = encodeURIComponent;

export class WechatpayClient {
  private readonly timeoutMs: number;
  private readonly retries: number;
  private readonly retryDelayMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;

  constructor(
    readonly config: WechatpayConfig,
    options: WechatpayClientOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retries = options.retries ?? 1;
    this.retryDelayMs = options.retryDelayMs ?? 200;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.now = options.now ?? Date.now;
  }

  /** Native (scan a QR code): the `code_url` to show. */
  async createNative(order: OrderInput): Promise<{ code_url: string }> {
    return this.call({
      method: 'POST',
      path: '/v3/pay/transactions/native',
      body: this.order(order),
      idempotent: false,
    });
  }

  /** JSAPI (inside WeChat): the `prepay_id` the page hands to WeixinJSBridge. */
  async createJsapi(order: OrderInput & { payer: { openid: string } }): Promise<{ prepay_id: string }> {
    return this.call({
      method: 'POST',
      path: '/v3/pay/transactions/jsapi',
      body: this.order(order),
      idempotent: false,
    });
  }

  /** H5 (a phone browser outside WeChat): the `h5_url` (lives 5 minutes). */
  async createH5(
    order: OrderInput & { scene_info: { payer_client_ip: string; h5_info: { type: 'Wap' | 'iOS' | 'Android' } } },
  ): Promise<{ h5_url: string }> {
    return this.call({ method: 'POST', path: '/v3/pay/transactions/h5', body: this.order(order), idempotent: false });
  }

  queryByOutTradeNo(outTradeNo: string): Promise<Transaction> {
    const path = `/v3/pay/transactions/out-trade-no/${enc(outTradeNo)}?mchid=${enc(this.config.mchid)}`;
    return this.call({ method: 'GET', path, idempotent: true });
  }

  queryByTransactionId(transactionId: string): Promise<Transaction> {
    const path = `/v3/pay/transactions/id/${enc(transactionId)}?mchid=${enc(this.config.mchid)}`;
    return this.call({ method: 'GET', path, idempotent: true });
  }

  /** Closes an unpaid order (again is fine); a paid one throws WechatpayApiError ORDER_PAID: treat it as paid. */
  async close(outTradeNo: string): Promise<void> {
    const path = `/v3/pay/transactions/out-trade-no/${enc(outTradeNo)}/close`;
    await this.call({ method: 'POST', path, body: { mchid: this.config.mchid }, idempotent: true });
  }

  /** Asks for a refund; the answer means "accepted" (usually PROCESSING): query it or await its notification. */
  async refund(input: RefundInput): Promise<Refund> {
    if (!input.transaction_id === !input.out_trade_no)
      throw new RangeError('退款须指定 transaction_id 或 out_trade_no 之一');
    checkFen(input.amount.refund, 'amount.refund');
    checkFen(input.amount.total, 'amount.total');
    const body = { ...input, amount: { ...input.amount, currency: input.amount.currency ?? 'CNY' } };
    return this.call({ method: 'POST', path: '/v3/refund/domestic/refunds', body, idempotent: false });
  }

  queryRefund(outRefundNo: string): Promise<Refund> {
    return this.call({ method: 'GET', path: `/v3/refund/domestic/refunds/${enc(outRefundNo)}`, idempotent: true });
  }

  /** 申请交易账单: the link and SHA1 of one day's bill (ready after 10:00 the next day). */
  async tradeBill(query: { billDate: string; billType?: BillType; gzip?: boolean }): Promise<TradeBillLink> {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(query.billDate)) throw new RangeError(`账单日期应为 YYYY-MM-DD：${query.billDate}`);
    const path =
      `/v3/bill/tradebill?bill_date=${query.billDate}&bill_type=${query.billType ?? 'ALL'}` +
      (query.gzip ? '&tar_type=GZIP' : '');
    return this.call({ method: 'GET', path, idempotent: true });
  }

  /**
   * Asks for the day's bill, downloads it (a signed GET on the same host), gunzips it when asked for GZIP,
   * checks the SHA1 of the uncompressed file against the announced one, and parses it.
   */
  async downloadTradeBill(query: { billDate: string; billType?: BillType; gzip?: boolean }): Promise<{
    link: TradeBillLink;
    /** The file as UTF-8 text, uncompressed: keep it as the raw record of the day. */
    text: string;
    bill: TradeBill;
  }> {
    const link = await this.tradeBill(query);
    const url = new URL(link.download_url);
    if (url.origin !== new URL(this.config.baseUrl).origin)
      throw new WechatpayBillError(`账单下载地址不在微信支付的域名下：${url.origin}`);
    const bytes = await this.attempts(true, () => this.send('GET', `${url.pathname}${url.search}`, undefined, false));
    const file = query.gzip ? gunzipSync(bytes.raw) : bytes.raw;
    const sha1 = createHash('sha1').update(file).digest('hex');
    if (link.hash_type !== 'SHA1' || sha1.toLowerCase() !== link.hash_value.toLowerCase())
      throw new WechatpayBillError(`账单文件的 SHA1 与微信支付给出的不符（${sha1} ≠ ${link.hash_value}）`);
    const text = file.toString('utf8');
    return { link, text, bill: parseTradeBill(text) };
  }

  private order(order: OrderInput): Record<string, unknown> {
    checkFen(order.amount.total, 'amount.total');
    return {
      appid: this.config.appid,
      mchid: this.config.mchid,
      ...order,
      amount: { ...order.amount, currency: order.amount.currency ?? 'CNY' },
    };
  }

  private async call<T>(call: Call): Promise<T> {
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const answer = await this.attempts(call.idempotent, () => this.send(call.method, call.path, body, true));
    return answer.json as T;
  }

  /** Runs `once`, again after a network error or timeout when the call is idempotent. */
  private async attempts<T>(idempotent: boolean, once: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await once();
      } catch (e) {
        if (!(e instanceof WechatpayNetworkError) || !idempotent || attempt >= this.retries) throw e;
        await new Promise((r) => setTimeout(r, this.retryDelayMs));
      }
    }
  }

  /** One signed request; `signed`: the answer must carry a good signature (all but the bill download). */
  private async send(
    method: string,
    path: string,
    body: string | undefined,
    signed: boolean,
  ): Promise<{ raw: Buffer; json: unknown }> {
    let response: Response;
    let raw: Buffer;
    try {
      response = await this.fetch(`${this.config.baseUrl}${path}`, {
        method,
        headers: {
          Accept: 'application/json',
          'User-Agent': 'pm-suite-wechatpay/1',
          Authorization: authorizationHeader(this.config.signer, { method, url: path, body: body ?? '' }),
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body,
        // a signed request is for this URL only: a redirect is not followed
        redirect: 'error',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      raw = Buffer.from(await response.arrayBuffer());
    } catch (e) {
      const timeout = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
      throw new WechatpayNetworkError(
        timeout ? 'timeout' : 'network',
        timeout
          ? `微信支付 ${String(this.timeoutMs)} ms 内未应答：${method} ${path}`
          : `无法连接微信支付：${method} ${path}`,
        { cause: e },
      );
    }
    const text = raw.toString('utf8');
    const answerSigned = signed || !response.ok;
    if (answerSigned) assertSigned(this.config.platformKeys, { headers: response.headers, body: text }, this.now());
    let json: unknown;
    try {
      json = text === '' || !answerSigned ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    if (!response.ok) {
      const error = (json ?? {}) as { code?: string; message?: string; detail?: unknown };
      throw new WechatpayApiError(
        response.status,
        error.code ?? `HTTP_${String(response.status)}`,
        error.message ?? `微信支付返回 HTTP ${String(response.status)}`,
        error.detail,
        response.headers.get('Request-ID') ?? undefined,
      );
    }
    return { raw, json };
  }
}

function checkFen(fen: number, field: string): void {
  if (!Number.isSafeInteger(fen) || fen < 1) throw new RangeError(`${field} 须为正整数（分）：${String(fen)}`);
}
