import { alnum } from '../protocol/ids';
import { parseRfc3339, rfc3339China } from '../protocol/time';
import type { Merchant, PayVendorTiming } from '../options';
import { paramError } from './errors';
import { type Order, refundView, transactionView } from './ledger';
import type { NotificationRecord, PlanRequest } from './notifier';
import type { PayVendor } from './pay-vendor';
import type { RefundStatus } from './ledger';

/** A payer link: a code_url, its `pr`, a prepay_id or an h5_url (a bare string is recognised by its shape). */
export type PayerLink = string | { pr?: string; prepay_id?: string; code_url?: string; h5_url?: string };

export interface ExtraBillLine {
  /** Default: the first merchant. */
  mchid?: string;
  /** Default: a fresh `EXTRA…` number. */
  outTradeNo?: string;
  /** Amount in fen. */
  total: number;
  /** RFC 3339; default: now on the fake's clock. */
  successTime?: string;
  description?: string;
  attach?: string;
  /** Also send the payment notification (default false: the product never heard of it). */
  notify?: boolean;
  /** Where a notification would go (default: none reachable). */
  notifyUrl?: string;
}

/** Test knobs as functions (the HTTP control API under /__knobs calls the same ones). */
export class PayVendorKnobs {
  constructor(private readonly vendor: PayVendor) {}

  /** Forget every order, refund, notification and knob; the clock and timings back to the start. Keys stay. */
  reset(): void {
    this.vendor.reset();
  }

  /** How the next notifications are sent: delayed, repeated, lost, held (out of order), badly signed, probed. */
  nextNotifications(plan: PlanRequest): void {
    this.vendor.notifier.addPlan(plan);
  }

  /** Sends the held notifications, oldest first or newest first (a refund notice before the payment's). */
  releaseHeld(order: 'fifo' | 'reverse' = 'fifo'): Promise<number> {
    return this.vendor.notifier.releaseHeld(order);
  }

  /** The next `count` refunds end ABNORMAL or CLOSED, or stay PROCESSING, instead of SUCCESS. */
  nextRefunds(outcome: Exclude<RefundStatus, 'SUCCESS'>, count = 1): void {
    this.vendor.refunds.addOutcome(outcome, count);
  }

  /** The next `badSignature` API responses carry a signature that does not verify. */
  nextResponses(plan: { badSignature: number }): void {
    this.vendor.badResponseSignatures = plan.badSignature;
  }

  /** A payment the product never saw (its notification lost): it is in the bill and answers queries. */
  addBillLine(line: ExtraBillLine): Record<string, unknown> {
    const merchant = this.merchantOrFirst(line.mchid);
    const successAt = line.successTime === undefined ? this.vendor.clock.now() : parseRfc3339(line.successTime);
    if (successAt === undefined) throw paramError('successTime 应为 RFC 3339 时间', 'successTime');
    if (!Number.isSafeInteger(line.total) || line.total < 1) throw paramError('total 须为正整数（分）', 'total');
    const order = this.vendor.orders.addPaid(merchant, {
      outTradeNo: line.outTradeNo ?? `EXTRA${alnum(12)}`,
      totalFen: line.total,
      successAt,
      description: line.description ?? '测试：账单多出的一笔',
      attach: line.attach,
      notify: line.notify ?? false,
      notifyUrl: line.notifyUrl ?? 'http://127.0.0.1:9/unreachable',
    });
    this.vendor.bills.invalidate();
    return transactionView(order);
  }

  /** The bill shows `total` fen for this payment instead of what was paid. */
  changeBillAmount(change: { mchid?: string; outTradeNo: string; total: number }): void {
    const merchant = this.merchantOrFirst(change.mchid);
    if (!this.vendor.ledger.order(merchant.mchid, change.outTradeNo))
      throw paramError('没有这个商户订单号', 'outTradeNo');
    this.vendor.bills.overrideAmount(merchant.mchid, change.outTradeNo, change.total);
  }

  /** Moves the fake's business clock (expiry, success_time, bill days); signatures keep the real time. */
  moveClock(move: { advanceMs: number } | { to: string | number }): string {
    if ('advanceMs' in move) this.vendor.clock.advance(move.advanceMs);
    else {
      const to = typeof move.to === 'number' ? move.to : parseRfc3339(move.to);
      if (to === undefined) throw paramError('to 应为 RFC 3339 时间', 'to');
      this.vendor.clock.set(to);
    }
    return rfc3339China(this.vendor.clock.now());
  }

  setTiming(timing: Partial<PayVendorTiming>): PayVendorTiming {
    this.vendor.timing = { ...this.vendor.timing, ...timing };
    return this.vendor.timing;
  }

  notifications(): readonly NotificationRecord[] {
    return this.vendor.notifier.list();
  }

  /** What the fake holds, for tests and the list page. */
  state() {
    const v = this.vendor;
    return {
      now: rfc3339China(v.clock.now()),
      clockOffsetMs: v.clock.offset,
      timing: v.timing,
      orders: v.ledger.allOrders().map((o) => ({
        ...transactionView(o),
        description: o.description,
        notify_url: o.notifyUrl,
        pay_link: o.answer,
        created_at: rfc3339China(o.createdAt),
        time_expire: o.timeExpire === undefined ? null : rfc3339China(o.timeExpire),
        events: o.events.map((e) => ({ at: rfc3339China(e.at), what: e.what })),
      })),
      refunds: v.ledger
        .allRefunds()
        .map((r) => ({ ...refundView(r), mchid: r.mchid, notify_url: r.notifyUrl ?? null })),
      notifications: v.notifier.list().map(({ body: _body, ...n }) => n),
    };
  }

  private merchantOrFirst(mchid: string | undefined): Merchant {
    const merchant = mchid ? this.vendor.merchant(mchid) : this.vendor.allMerchants()[0];
    if (!merchant) throw paramError('没有这个商户号', 'mchid');
    return merchant;
  }
}

/** The payer's side: what the payer page's buttons do, as functions for in-process tests. */
export class PayerActions {
  constructor(private readonly vendor: PayVendor) {}

  find(link: PayerLink): Order | undefined {
    return this.vendor.orders.byLink(typeof link === 'string' ? classify(link) : link);
  }

  /** 支付 (the order turns SUCCESS and its notification is sent); throws PayerError with the page's message. */
  pay(link: PayerLink, openid?: string): Record<string, unknown> {
    return transactionView(this.vendor.orders.pay(this.require(link), openid));
  }

  /** 取消: the payer leaves; the order stays NOTPAY. */
  cancel(link: PayerLink): Record<string, unknown> {
    return transactionView(this.vendor.orders.cancel(this.require(link)));
  }

  /** 让它过期: time_expire moves to now; paying is refused from then on. */
  expire(link: PayerLink): Record<string, unknown> {
    return transactionView(this.vendor.orders.expire(this.require(link)));
  }

  /** The bank refuses: PAYERROR. */
  fail(link: PayerLink): Record<string, unknown> {
    return transactionView(this.vendor.orders.fail(this.require(link)));
  }

  private require(link: PayerLink): Order {
    const order = this.find(link);
    if (!order) throw paramError('找不到这个支付链接对应的订单', 'link');
    return order;
  }
}

function classify(link: string): { pr?: string; prepay_id?: string; code_url?: string; h5_url?: string } {
  if (link.startsWith('weixin://')) return { code_url: link };
  if (/^https?:\/\//.test(link)) return { h5_url: link };
  if (link.startsWith('wx')) return { prepay_id: link };
  return { pr: link };
}
