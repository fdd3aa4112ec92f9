import type { Db } from '@pm/db';
import type { ReconDayState, ReconDifference, ReconResult } from '@pm/domain';
import type { TradeBillSummary } from '../wechatpay-trade-bill';
import type { Explained } from './recon-longs';
import { settleBalanced } from './recon-settle';
import * as repo from './recon.repo';

// A run's result, in one transaction under the day's lock: open items replaced by what the run found (resolved
// ones kept), each company's figures, the day's; other days' 短款 this bill explains resolved (cross-day); the
// states recounted; the settlement voucher of every part that is now 平.

export interface RunResult {
  day: repo.DayRow;
  result: ReconResult;
  explained: readonly Explained[];
  sha1: string | null;
  summary: TradeBillSummary | null;
  makerId: number | null;
}

const keyOf = (d: Pick<ReconDifference, 'outTradeNo' | 'outRefundNo'>) => d.outRefundNo ?? d.outTradeNo;
const idOf = (d: ReconDifference) => `${d.kind}/${keyOf(d)}`;

export async function writeRun(db: Db, run: RunResult): Promise<{ state: ReconDayState; openItems: number }> {
  const { day, result, makerId } = run;
  return db.transaction(async (tx) => {
    const locked = (await repo.lockDay(tx, day.id))!;
    const now = new Date();
    const explained = new Map(run.explained.map((e) => [idOf(e.difference), e]));
    const found = new Set(result.differences.map(idOf));
    // a 长款 posted by this run matches now: it stays as history of what was done
    const posted = run.explained.filter((e) => e.resolution === 'posted' && !found.has(idOf(e.difference))).map((e) => e.difference);
    const items = [...result.differences, ...posted].map((d): repo.ItemInsert => {
      const e = explained.get(idOf(d));
      const fee = d.kind === 'fee';
      return {
        dayId: day.id,
        billDate: day.billDate,
        kind: d.kind,
        itemKey: keyOf(d),
        outTradeNo: d.outTradeNo,
        outRefundNo: d.outRefundNo,
        transactionId: d.transactionId,
        companyId: d.companyId,
        orderId: d.orderId,
        refundId: d.refundId,
        ours: fee ? null : d.ours,
        theirs: fee ? null : d.theirs,
        ourFee: fee ? d.ours : null,
        theirFee: fee ? d.theirs : null,
        billTime: d.billTime,
        ourDay: d.ourDay,
        detail: e?.detail ?? null,
        state: e?.resolution ? 'resolved' : 'open',
        resolution: e?.resolution ?? null,
        resolvedAt: e?.resolution ? now : null,
        note: e?.note ?? null,
      };
    });
    await repo.dropOpenItems(tx, day.id);
    await repo.insertItems(tx, items);
    await repo.writeCompanies(
      tx,
      result.companies.map((c) => ({
        dayId: day.id,
        companyId: c.companyId,
        billDate: day.billDate,
        state: 'differences',
        billPayments: c.bill.payments,
        billPaymentTotal: c.bill.paymentTotal,
        billRefunds: c.bill.refunds,
        billRefundTotal: c.bill.refundTotal,
        feeTotal: c.bill.fee,
        byMethod: c.bill.byMethod,
        ourPayments: c.ours.payments,
        ourPaymentTotal: c.ours.paymentTotal,
        ourRefunds: c.ours.refunds,
        ourRefundTotal: c.ours.refundTotal,
      })),
    );
    await repo.dropEmptyCompanies(tx, day.id, result.companies.map((c) => c.companyId));
    await repo.updateDay(tx, day.id, {
      state: 'differences',
      sha1: run.sha1,
      billRows: result.bill.rows,
      billPayments: result.bill.payments,
      billPaymentTotal: result.bill.paymentTotal,
      billRefunds: result.bill.refunds,
      billRefundTotal: result.bill.refundTotal,
      feeTotal: result.bill.fee,
      summary: run.summary,
      summaryProblems: result.summaryProblems.length > 0 ? result.summaryProblems.join('；') : null,
      ourPayments: result.ours.payments,
      ourPaymentTotal: result.ours.paymentTotal,
      ourRefunds: result.ours.refunds,
      ourRefundTotal: result.ours.refundTotal,
      matchedRows: result.matchedRows.length,
      fetchedAt: now,
      reconciledAt: now,
      runs: locked.runs + 1,
      error: null,
    });
    const touched = new Set<number>();
    for (const c of result.crossDay) {
      const kind = c.kind === 'payment' ? 'short' : 'refund_short';
      for (const id of await repo.resolveCrossDay(tx, kind, c.key, c.day, `${day.billDate}的账单中有此笔（跨日），金额一致`, `在${day.billDate}的账单中`)) touched.add(id);
    }
    touched.delete(day.id);
    for (const id of [day.id, ...touched]) {
      await repo.recount(tx, id);
      await settleBalanced(tx, (await repo.dayById(tx, id))!, makerId);
    }
    const after = (await repo.dayById(tx, day.id))!;
    return { state: after.state as ReconDayState, openItems: after.openItems };
  });
}
