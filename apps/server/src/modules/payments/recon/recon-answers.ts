import type { ReconDay, ReconItem } from '@pm/contracts';
import { dec, RECON_KIND_NAMES, settlementFee, type ReconKind } from '@pm/domain';
import { voucherLabel } from '../../accounting/index';
import type { DaySql, ItemSql } from './recon-lists.repo';
import { isoOrNull } from '../iso-text';

// A bill day and a difference as the API answers them. A company's state of a day: the day's own while no bill
// was read (waiting, failed), else its part's (平 only when the bill adds up and none of its items is open); a
// company with no rows that day has nothing to reconcile.

const iso = isoOrNull;
const money = (v: string) => dec(v).toFixed(2);

function dayState(r: DaySql): ReconDay['state'] {
  if (!r.fetched) return r.day_state === 'failed' ? 'failed' : 'waiting';
  if (r.part_state === 'balanced' || r.part_state === 'differences') return r.part_state;
  return r.summary_ok ? 'balanced' : 'differences';
}

export function dayAnswer(r: DaySql): ReconDay {
  return {
    billDate: r.bill_date,
    state: dayState(r),
    summaryOk: r.fetched ? r.summary_ok : null,
    billPayments: Number(r.bill_payments),
    billPaymentTotal: money(r.bill_payment_total),
    billRefunds: Number(r.bill_refunds),
    billRefundTotal: money(r.bill_refund_total),
    fee: dec(r.fee_total).toFixed(5),
    feeRounded: settlementFee(r.fee_total),
    ourPayments: Number(r.our_payments),
    ourPaymentTotal: money(r.our_payment_total),
    ourRefunds: Number(r.our_refunds),
    ourRefundTotal: money(r.our_refund_total),
    items: Number(r.items),
    openItems: Number(r.open_items),
    voucher:
      r.voucher_id !== null && r.voucher_word !== null && r.voucher_number !== null
        ? { id: Number(r.voucher_id), label: voucherLabel(r.voucher_word, Number(r.voucher_number)), period: r.voucher_period ?? '' }
        : null,
    voucherError: r.voucher_error,
    fetchedAt: iso(r.fetched_at),
    reconciledAt: iso(r.reconciled_at),
    error: r.error,
    running: Boolean(r.running),
  };
}

/** A day never asked for: nothing read, nothing found. */
export function emptyDay(billDate: string): ReconDay {
  return {
    billDate,
    state: 'waiting',
    summaryOk: null,
    billPayments: 0,
    billPaymentTotal: '0.00',
    billRefunds: 0,
    billRefundTotal: '0.00',
    fee: '0.00000',
    feeRounded: '0.00',
    ourPayments: 0,
    ourPaymentTotal: '0.00',
    ourRefunds: 0,
    ourRefundTotal: '0.00',
    items: 0,
    openItems: 0,
    voucher: null,
    voucherError: null,
    fetchedAt: null,
    reconciledAt: null,
    error: null,
    running: false,
  };
}

export function itemAnswer(r: ItemSql): ReconItem {
  const kind = r.kind as ReconKind;
  const fee = kind === 'fee';
  const amount = (v: string | null, places: number) => (v === null ? null : dec(v).toFixed(places));
  return {
    id: Number(r.id),
    billDate: r.bill_date,
    kind,
    kindName: RECON_KIND_NAMES[kind],
    outTradeNo: r.out_trade_no,
    outRefundNo: r.out_refund_no,
    transactionId: r.transaction_id,
    orderId: r.order_id === null ? null : Number(r.order_id),
    refundId: r.refund_id === null ? null : Number(r.refund_id),
    houseName: r.house_name,
    ours: fee ? amount(r.our_fee, 5) : amount(r.ours, 2),
    theirs: fee ? amount(r.their_fee, 5) : amount(r.theirs, 2),
    billTime: r.bill_time,
    ourDay: r.our_day,
    detail: r.detail,
    state: r.state as ReconItem['state'],
    resolution: r.resolution as ReconItem['resolution'],
    resolvedByName: r.resolved_by_name,
    resolvedAt: iso(r.resolved_at),
    note: r.note,
  };
}
