import type { Db } from '@pm/db';
import { addDays, dec, type ReconDayState, type ReconResult } from '@pm/domain';
import type { PayGateway } from '../pay-gateway';
import { fetchBill } from './fetch-bill';
import { checkLongs, type Explained } from './recon-longs';
import { matchDay } from './match-day';
import { writeRun } from './write-run';
import * as repo from './recon.repo';

// 对账一天 (payments note §5, docs/decisions.md "线上对账"): download the day's ALL bill (GZIP, SHA1 checked), match
// it against the payments paid that China day and the refunds accepted that day; each 长款 of ours is asked of the
// vendor and, SUCCESS there, recorded through the one paid path (then matched again); a 短款 is looked for in the
// next day's bill when that one can be had (else that day's run finds it); Σ rows against the summary. Re-running
// keeps resolved items and recomputes the rest. A day is 平 only when the summary agrees and nothing is open.

export interface RunOutcome {
  state: ReconDayState;
  /** One line for the job's result. */
  summary: string;
  /** Not ready yet, or a failure worth another try. */
  retry: boolean;
}

export async function reconcileDay(deps: { db: Db; gateway: PayGateway }, billDate: string, makerId: number | null): Promise<RunOutcome> {
  const { db, gateway } = deps;
  const day = await repo.ensureDay(db, gateway.config.mchid, billDate);
  const fetched = await fetchBill(gateway, billDate);
  if (fetched.kind === 'not_ready' || fetched.kind === 'failed') {
    const state = fetched.kind === 'not_ready' ? 'waiting' : 'failed';
    // a day matched before keeps its result; the note says why this run found nothing new
    await db.transaction(async (tx) => {
      const locked = await repo.lockDay(tx, day.id);
      const matched = locked?.fetchedAt !== null && locked?.fetchedAt !== undefined;
      await repo.updateDay(tx, day.id, matched ? { error: fetched.reason } : { state, error: fetched.reason });
    });
    return { state, summary: `${billDate}：${fetched.reason}`, retry: fetched.kind === 'not_ready' || fetched.retry };
  }
  const bill = fetched.kind === 'bill' ? fetched.bill : null;
  let result = await matchDay(db, billDate, bill);
  const explained: Explained[] = await checkLongs(db, gateway, result.differences);
  // what was recorded now matches: the figures are those of the books as they stand
  if (explained.some((e) => e.resolution === 'posted')) result = await matchDay(db, billDate, bill);
  explained.push(...(await nextDayFinds(gateway, billDate, result)));
  const written = await writeRun(db, { day, result, explained, sha1: fetched.kind === 'bill' ? fetched.sha1 : null, summary: bill?.summary ?? null, makerId });
  const posted = explained.filter((e) => e.resolution === 'posted').length;
  return {
    state: written.state,
    summary:
      `${billDate}：账单${result.bill.rows}行，本系统收款${result.ours.payments}笔、退款${result.ours.refunds}笔；` +
      `${posted ? `长款查询入账${posted}笔；` : ''}未处理差异${written.openItems}项${result.summaryProblems.length ? '；账单明细与汇总不符' : ''}`,
    retry: false,
  };
}

/** 短款 of the day found in the next day's bill (a payment just before midnight the vendor dated after it). */
async function nextDayFinds(gateway: PayGateway, billDate: string, result: ReconResult): Promise<Explained[]> {
  const shorts = result.differences.filter((d) => d.kind === 'short' || d.kind === 'refund_short');
  if (shorts.length === 0) return [];
  const next = addDays(billDate, 1);
  const fetched = await fetchBill(gateway, next);
  if (fetched.kind !== 'bill') return [];
  const payments = new Map<string, string>();
  const refunds = new Map<string, string>();
  for (const row of fetched.bill.rows) {
    if (row.tradeState !== 'REFUND') payments.set(row.outTradeNo, row.settlementTotal);
    else if (row.outRefundNo && row.refundAmount) refunds.set(row.outRefundNo, row.refundAmount);
  }
  const found: Explained[] = [];
  for (const d of shorts) {
    const key = d.outRefundNo ?? d.outTradeNo;
    const theirs = d.kind === 'short' ? payments.get(key) : refunds.get(key);
    if (theirs !== undefined && d.ours !== null && dec(theirs).eq(d.ours))
      found.push({ difference: d, resolution: 'cross_day', note: `${next}的账单中有此笔（跨日），金额一致`, detail: `${next}账单金额${dec(theirs).toFixed(2)}元` });
  }
  return found;
}
