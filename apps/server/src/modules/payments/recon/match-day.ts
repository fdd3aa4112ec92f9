import type { DbOrTx } from '@pm/db';
import { attachCompany, matchTradeBill, type ReconOrder, type ReconRefund, type ReconResult } from '@pm/domain';
import type { TradeBill } from '../wechatpay-trade-bill';
import * as ours from './recon-ours.repo';

// Our side of a bill day read for the matcher: payments paid that day and refunds accepted that day, plus every
// order and refund a bill row names (another day's, or not paid here), and the companies the attach names.

export async function matchDay(db: DbOrTx, billDate: string, bill: TradeBill | null): Promise<ReconResult> {
  const rows = bill?.rows ?? [];
  const orders = new Map<string, ReconOrder>();
  for (const o of await ours.ordersPaidOn(db, billDate)) orders.set(o.outTradeNo, o);
  const refunds = new Map<string, ReconRefund>();
  for (const r of await ours.refundsAcceptedOn(db, billDate)) refunds.set(r.outRefundNo, r);

  const askOrders = new Set<string>();
  const askRefunds = new Set<string>();
  for (const row of rows) {
    if (!orders.has(row.outTradeNo)) askOrders.add(row.outTradeNo);
    if (row.tradeState === 'REFUND' && row.outRefundNo && !refunds.has(row.outRefundNo)) askRefunds.add(row.outRefundNo);
  }
  for (const o of await ours.ordersByOutTradeNo(db, [...askOrders])) orders.set(o.outTradeNo, o);
  for (const r of await ours.refundsByOutRefundNo(db, [...askRefunds])) refunds.set(r.outRefundNo, r);

  const named = new Set<number>();
  for (const row of rows) {
    const id = orders.has(row.outTradeNo) ? null : attachCompany(row.attach);
    if (id !== null) named.add(id);
  }
  return matchTradeBill({
    billDate,
    rows,
    summary: bill?.summary ?? null,
    orders: [...orders.values()],
    refunds: [...refunds.values()],
    companies: await ours.existingCompanies(db, [...named]),
  });
}
