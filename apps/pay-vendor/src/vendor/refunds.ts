import { refundId } from '../protocol/ids';
import { feeFen } from '../protocol/money';
import type { Merchant, PayVendorTiming } from '../options';
import type { VendorClock } from './clock';
import { invalidRequest, paramError, reentryMismatch, resourceNotExists } from './errors';
import { type Ledger, type Refund, type RefundStatus, refundNotificationView, refundView } from './ledger';
import type { Notifier } from './notifier';
import { canonicalJson } from './orders';
import type { Timers } from './timers';

export interface CreateRefundInput {
  transaction_id?: string;
  out_trade_no?: string;
  out_refund_no: string;
  reason?: string;
  notify_url?: string;
  amount: { refund: number; total: number; currency: string };
}

/** At most 50 refunds per order. */
export const MAX_REFUNDS_PER_ORDER = 50;

const NOTICE: Record<Exclude<RefundStatus, 'PROCESSING'>, string> = {
  SUCCESS: '退款成功',
  ABNORMAL: '退款异常',
  CLOSED: '退款关闭',
};

/** One year after payment, by the calendar (2024-05-10 10:00 → 2025-05-10 10:00). */
function oneYearAfter(ms: number): number {
  const d = new Date(ms);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  return d.getTime();
}

export class Refunds {
  private outcomes: { outcome: RefundStatus; remaining: number }[] = [];

  constructor(
    private readonly deps: {
      ledger: Ledger;
      clock: VendorClock;
      notifier: Notifier;
      timers: Timers;
      timing: () => PayVendorTiming;
      merchant: (mchid: string) => Merchant | undefined;
    },
  ) {}

  /** Knob: the next `count` refunds end as `outcome` (ABNORMAL, CLOSED, or PROCESSING for good) instead of SUCCESS. */
  addOutcome(outcome: RefundStatus, count = 1): void {
    this.outcomes.push({ outcome, remaining: count });
  }

  reset(): void {
    this.outcomes = [];
  }

  /** 申请退款: accepted as PROCESSING; the outcome follows after `refundSettleMs`. */
  create(merchant: Merchant, input: CreateRefundInput, raw: unknown): Record<string, unknown> {
    const { ledger, clock } = this.deps;
    const now = clock.now();
    const order = input.transaction_id
      ? ledger.orderByTransactionId(input.transaction_id)
      : input.out_trade_no
        ? ledger.order(merchant.mchid, input.out_trade_no)
        : undefined;
    if (!input.transaction_id && !input.out_trade_no)
      throw paramError('transaction_id 和 out_trade_no 必须二选一', 'out_trade_no');
    if (!order || order.mchid !== merchant.mchid) throw resourceNotExists('订单不存在');
    // One refund whichever order number names it: the fingerprint keys it by out_trade_no.
    const { transaction_id: _byId, ...fields } = raw as Record<string, unknown>;
    const fingerprint = canonicalJson({ ...fields, out_trade_no: order.outTradeNo });
    const existing = ledger.refund(merchant.mchid, input.out_refund_no);
    if (existing) {
      if (existing.fingerprint !== fingerprint) throw reentryMismatch();
      return refundView(existing);
    }
    if (input.amount.currency !== 'CNY') throw paramError('退款币种只支持 CNY', 'amount.currency');
    if (order.state !== 'SUCCESS' && order.state !== 'REFUND') throw invalidRequest('订单未支付，不能退款');
    if (input.amount.total !== order.totalFen) throw invalidRequest('订单金额与原支付金额不一致');
    if (now > oneYearAfter(order.successAt ?? now)) throw invalidRequest('订单已超过一年，不能退款');
    const earlier = ledger.refundsOf(order);
    if (earlier.length >= MAX_REFUNDS_PER_ORDER)
      throw invalidRequest(`该订单已退款 ${MAX_REFUNDS_PER_ORDER} 次，不能再退款`);
    const refunded = earlier.filter((r) => r.status !== 'CLOSED').reduce((sum, r) => sum + r.refundFen, 0);
    if (refunded + input.amount.refund > order.totalFen) throw invalidRequest('申请退款金额超过订单可退金额');
    const refund: Refund = {
      mchid: merchant.mchid,
      refundId: refundId(now),
      outRefundNo: input.out_refund_no,
      transactionId: order.transactionId ?? '',
      outTradeNo: order.outTradeNo,
      reason: input.reason,
      notifyUrl: input.notify_url ?? merchant.refundNotifyUrl,
      refundFen: input.amount.refund,
      totalFen: order.totalFen,
      feeFen: feeFen(input.amount.refund, merchant.feeBasisPoints),
      fingerprint,
      createdAt: now,
      successAt: undefined,
      status: 'PROCESSING',
      outcome: this.takeOutcome(),
    };
    ledger.addRefund(refund);
    order.events.push({ at: now, what: `申请退款 ${refund.outRefundNo}（${refund.refundFen} 分）` });
    this.scheduleSettle(refund);
    return refundView(refund);
  }

  query(merchant: Merchant, outRefundNo: string): Record<string, unknown> {
    const refund = this.deps.ledger.refund(merchant.mchid, outRefundNo);
    if (!refund) throw resourceNotExists('退款单不存在');
    return refundView(refund);
  }

  /** 发起异常退款: an ABNORMAL refund is paid again (to a bank card) and ends SUCCESS. */
  applyAbnormal(merchant: Merchant, id: string, outRefundNo: string): Record<string, unknown> {
    const refund = this.deps.ledger.refundById(id);
    if (!refund || refund.mchid !== merchant.mchid || refund.outRefundNo !== outRefundNo)
      throw resourceNotExists('退款单不存在');
    if (refund.status !== 'ABNORMAL') throw invalidRequest('退款单状态不是退款异常，不能发起异常退款');
    refund.status = 'PROCESSING';
    refund.outcome = 'SUCCESS';
    this.scheduleSettle(refund);
    return refundView(refund);
  }

  private takeOutcome(): RefundStatus {
    const next = this.outcomes[0];
    if (!next) return 'SUCCESS';
    if (--next.remaining <= 0) this.outcomes.shift();
    return next.outcome;
  }

  private scheduleSettle(refund: Refund): void {
    if (refund.outcome === 'PROCESSING') return;
    this.deps.timers.after(this.deps.timing().refundSettleMs, () => this.settle(refund));
  }

  private settle(refund: Refund): void {
    const { ledger, clock, notifier } = this.deps;
    const now = clock.now();
    const outcome = refund.outcome as Exclude<RefundStatus, 'PROCESSING'>;
    refund.status = outcome;
    const order = ledger.order(refund.mchid, refund.outTradeNo);
    if (outcome === 'SUCCESS') {
      refund.successAt = now;
      if (order) order.state = 'REFUND';
    }
    order?.events.push({ at: now, what: `退款 ${refund.outRefundNo}：${outcome}` });
    const merchant = this.deps.merchant(refund.mchid);
    if (!merchant || !refund.notifyUrl) return;
    notifier.notify(merchant, {
      url: refund.notifyUrl,
      eventType: `REFUND.${outcome}`,
      summary: NOTICE[outcome],
      originalType: 'refund',
      subject: refund.outRefundNo,
      plaintext: refundNotificationView(refund),
    });
  }
}
