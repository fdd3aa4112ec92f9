import { codeUrlToken, openid as newOpenid, prepayId, transactionId } from '../protocol/ids';
import { parseRfc3339 } from '../protocol/time';
import type { Merchant } from '../options';
import type { VendorClock } from './clock';
import {
  appidMchidNotMatch,
  orderClosed,
  orderNotExist,
  orderPaid,
  outTradeNoUsed,
  paramError,
  reentryMismatch,
} from './errors';
import { type Ledger, type Order, type TradeType, transactionView } from './ledger';
import type { Notifier } from './notifier';

/** The fields of a create call the vendor acts on (validated by the route's schema). */
export interface CreateOrderInput {
  appid: string;
  mchid: string;
  description: string;
  out_trade_no: string;
  time_expire?: string;
  attach?: string;
  notify_url: string;
  amount: { total: number; currency?: string };
  payer?: { openid: string };
}

/** A refusal on the payer page (not an API error: the payer sees the message). */
export class PayerError extends Error {}

const HOUR = 3600_000;
/** Unpaid orders are closed by the vendor after 7 days. */
const AUTO_CLOSE_MS = 7 * 24 * HOUR;
/** code_url and prepay_id live 2 hours whatever time_expire says; an h5_url 5 minutes. */
const linkLifetime = (t: TradeType) => (t === 'MWEB' ? 5 * 60_000 : 2 * HOUR);

/** JSON with object keys sorted, so a re-entry with the same fields in another order matches. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

export class Orders {
  constructor(
    private readonly deps: {
      ledger: Ledger;
      clock: VendorClock;
      notifier: Notifier;
      merchant: (mchid: string) => Merchant | undefined;
    },
  ) {}

  /** Native / JSAPI / H5 下单; `raw` is the request body as parsed JSON, kept for the re-entry rule. */
  create(
    merchant: Merchant,
    tradeType: TradeType,
    input: CreateOrderInput,
    raw: unknown,
    baseUrl: string,
  ): Record<string, string> {
    const { ledger, clock } = this.deps;
    this.sweep();
    const now = clock.now();
    if (input.mchid !== merchant.mchid) throw paramError('mchid 与请求签名的商户号不一致', 'mchid');
    if (merchant.appids && !merchant.appids.includes(input.appid)) throw appidMchidNotMatch();
    const fingerprint = canonicalJson(raw);
    const existing = ledger.order(merchant.mchid, input.out_trade_no);
    if (existing) {
      if (existing.tradeType !== tradeType) throw outTradeNoUsed();
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND') throw orderPaid();
      if (existing.state === 'CLOSED') throw orderClosed();
      if (existing.fingerprint !== fingerprint) throw reentryMismatch();
      if (now > existing.payTokenIssuedAt + linkLifetime(tradeType)) this.issueLink(existing, now, baseUrl);
      return existing.answer;
    }
    const timeExpire = input.time_expire === undefined ? undefined : parseRfc3339(input.time_expire);
    if (input.time_expire !== undefined && timeExpire === undefined)
      throw paramError('time_expire 应为 RFC 3339 格式，如 2018-06-08T10:34:56+08:00', 'time_expire');
    if (timeExpire !== undefined && timeExpire <= now)
      throw paramError('time_expire 时间过短，请重新设置', 'time_expire');
    const order: Order = {
      mchid: merchant.mchid,
      appid: input.appid,
      outTradeNo: input.out_trade_no,
      tradeType,
      description: input.description,
      attach: input.attach,
      notifyUrl: input.notify_url,
      totalFen: input.amount.total,
      payerOpenid: input.payer?.openid,
      fingerprint,
      createdAt: now,
      timeExpire,
      payToken: '',
      payTokenIssuedAt: now,
      answer: {},
      state: 'NOTPAY',
      transactionId: undefined,
      successAt: undefined,
      closedAt: undefined,
      events: [{ at: now, what: `下单（${tradeType}）` }],
    };
    this.issueLink(order, now, baseUrl);
    ledger.addOrder(order);
    return order.answer;
  }

  query(merchant: Merchant, by: { outTradeNo: string } | { transactionId: string }): Record<string, unknown> {
    this.sweep();
    const order =
      'outTradeNo' in by
        ? this.deps.ledger.order(merchant.mchid, by.outTradeNo)
        : this.deps.ledger.orderByTransactionId(by.transactionId);
    if (!order || order.mchid !== merchant.mchid) throw orderNotExist();
    return transactionView(order);
  }

  /** 关闭订单: reentrant; a paid order answers ORDER_PAID; an unknown number is accepted as WeChat does (204). */
  close(merchant: Merchant, outTradeNo: string): void {
    this.sweep();
    const order = this.deps.ledger.order(merchant.mchid, outTradeNo);
    if (!order) return;
    if (order.state === 'SUCCESS' || order.state === 'REFUND') throw orderPaid();
    if (order.state !== 'CLOSED') this.closeOrder(order, '商户关单');
  }

  /** The order a payer link points at: a code_url (or its `pr`), a prepay_id or an h5_url. */
  byLink(link: { pr?: string; prepay_id?: string; code_url?: string; h5_url?: string }): Order | undefined {
    const fromUrl = (url: string | undefined, name: string) => {
      if (!url) return undefined;
      try {
        return new URL(url.replace(/^weixin:\/\//, 'http://weixin/')).searchParams.get(name) ?? undefined;
      } catch {
        return undefined;
      }
    };
    const token = link.pr ?? link.prepay_id ?? fromUrl(link.code_url, 'pr') ?? fromUrl(link.h5_url, 'prepay_id');
    this.sweep();
    return token ? this.deps.ledger.orderByPayToken(token) : undefined;
  }

  /** 支付: the payer pays; the order turns SUCCESS and the notification goes to notify_url. */
  pay(order: Order, payerOpenid?: string): Order {
    const now = this.deps.clock.now();
    this.assertPayable(order, now);
    order.state = 'SUCCESS';
    order.successAt = now;
    order.payerOpenid = order.payerOpenid ?? payerOpenid ?? newOpenid();
    this.deps.ledger.assignTransactionId(order, transactionId(now));
    order.events.push({ at: now, what: `付款人支付，微信订单号 ${order.transactionId}` });
    this.notifyPaid(order);
    return order;
  }

  /** 取消: the payer leaves the payment screen; the order stays NOTPAY, as at WeChat. */
  cancel(order: Order): Order {
    order.events.push({ at: this.deps.clock.now(), what: '付款人取消支付' });
    return order;
  }

  /** 让它过期: the order's time_expire is moved to just now, so it can no longer be paid. */
  expire(order: Order): Order {
    const now = this.deps.clock.now();
    if (order.state !== 'NOTPAY') throw new PayerError('只有未支付的订单可以过期');
    order.timeExpire = now - 1000;
    order.events.push({ at: now, what: '让它过期（time_expire 提前到此刻）' });
    return order;
  }

  /** 支付失败: the bank refuses (PAYERROR); the order cannot be paid again. */
  fail(order: Order): Order {
    const now = this.deps.clock.now();
    if (order.state !== 'NOTPAY') throw new PayerError('只有未支付的订单可以支付失败');
    order.state = 'PAYERROR';
    order.events.push({ at: now, what: '支付失败（PAYERROR）' });
    return order;
  }

  /** A paid order the merchant never created through us (knob: a bill line the product never saw). */
  addPaid(
    merchant: Merchant,
    input: {
      outTradeNo: string;
      totalFen: number;
      successAt: number;
      description: string;
      attach?: string;
      notify: boolean;
      notifyUrl: string;
    },
  ): Order {
    const { ledger } = this.deps;
    if (ledger.order(merchant.mchid, input.outTradeNo)) throw paramError('商户订单号已存在', 'out_trade_no');
    const order: Order = {
      mchid: merchant.mchid,
      appid: merchant.appids?.[0] ?? 'wxd678efh567hg6787',
      outTradeNo: input.outTradeNo,
      tradeType: 'NATIVE',
      description: input.description,
      attach: input.attach,
      notifyUrl: input.notifyUrl,
      totalFen: input.totalFen,
      payerOpenid: newOpenid(),
      fingerprint: '',
      createdAt: input.successAt - 60_000,
      timeExpire: undefined,
      payToken: codeUrlToken(),
      payTokenIssuedAt: input.successAt - 60_000,
      answer: {},
      state: 'SUCCESS',
      transactionId: undefined,
      successAt: input.successAt,
      closedAt: undefined,
      events: [{ at: input.successAt, what: '测试旋钮：账单多出的一笔（商户未下单）' }],
    };
    ledger.addOrder(order);
    ledger.assignTransactionId(order, transactionId(input.successAt));
    if (input.notify) this.notifyPaid(order);
    return order;
  }

  /** Closes unpaid orders older than 7 days (run before each use, against the business clock). */
  sweep(): void {
    const now = this.deps.clock.now();
    for (const o of this.deps.ledger.allOrders())
      if ((o.state === 'NOTPAY' || o.state === 'PAYERROR') && now - o.createdAt > AUTO_CLOSE_MS)
        this.closeOrder(o, '超过 7 天未支付，自动关闭');
  }

  private closeOrder(order: Order, why: string): void {
    const now = this.deps.clock.now();
    order.state = 'CLOSED';
    order.closedAt = now;
    order.events.push({ at: now, what: why });
  }

  private assertPayable(order: Order, now: number): void {
    if (order.state === 'SUCCESS' || order.state === 'REFUND') throw new PayerError('订单已支付');
    if (order.state === 'CLOSED') throw new PayerError('订单已关闭');
    if (order.state === 'PAYERROR') throw new PayerError('订单支付失败，请商户重新下单');
    if (order.timeExpire !== undefined && now > order.timeExpire) throw new PayerError('订单已过期，无法支付');
    if (now > order.payTokenIssuedAt + linkLifetime(order.tradeType))
      throw new PayerError(order.tradeType === 'NATIVE' ? '二维码已过期' : '支付链接已过期');
  }

  private issueLink(order: Order, now: number, baseUrl: string): void {
    const token = order.tradeType === 'NATIVE' ? codeUrlToken() : prepayId(now);
    if (order.payToken) this.deps.ledger.reissuePayToken(order, token, now);
    else {
      order.payToken = token;
      order.payTokenIssuedAt = now;
    }
    order.answer =
      order.tradeType === 'NATIVE'
        ? { code_url: `weixin://wxpay/bizpayurl?pr=${token}` }
        : order.tradeType === 'JSAPI'
          ? { prepay_id: token }
          : { h5_url: `${baseUrl}/payer?prepay_id=${token}&package=${String(now % 10_000_000_000).padStart(10, '0')}` };
  }

  private notifyPaid(order: Order): void {
    const merchant = this.deps.merchant(order.mchid);
    if (!merchant) return;
    this.deps.notifier.notify(merchant, {
      url: order.notifyUrl,
      eventType: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      originalType: 'transaction',
      subject: order.outTradeNo,
      plaintext: transactionView(order),
    });
  }
}
