import type { z } from 'zod';
import type { ReconDayQuery, ReconItem, ReconItemQuery, reconEndpoints, ResolveReconItemInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaDateTime } from '@pm/domain';
import type { Session } from '../../../http/session';
import { batchesAfter, exportWorkbook, logOperation, type ExportCell, type WorkbookExport } from '../../records/index';
import { dayAnswer, emptyDay, itemAnswer } from './recon-answers';
import { reconErrors } from './recon.errors';
import { RECON_LOG_KEY } from './recon.job';
import * as lists from './recon-lists.repo';
import { settleBalanced } from './recon-settle';
import * as repo from './recon.repo';

// 线上对账 for a company: its part of each bill day, a day's differences of its own, resolving one with a note
// (when that leaves the company's day with nothing open, its settlement voucher is written in the same
// transaction), and a day's differences as Excel.

export async function listReconDays({ db }: { db: Db }, s: Session, q: z.output<typeof ReconDayQuery>) {
  const { total, rows } = await lists.daysPage(db, s.companyId, q, q.page, q.size);
  return { total, page: q.page, size: q.size, rows: rows.map(dayAnswer) };
}

export async function listReconItems({ db }: { db: Db }, s: Session, q: z.output<typeof ReconItemQuery>) {
  const { page, size, ...filter } = q;
  const day = await lists.companyDay(db, s.companyId, q.billDate);
  const { total, rows } = await lists.itemsPage(db, s.companyId, filter, page, size);
  return { day: day ? dayAnswer(day) : emptyDay(q.billDate), total, page, size, rows: rows.map(itemAnswer) };
}

export async function resolveReconItem({ db }: { db: Db }, s: Session, input: z.output<typeof ResolveReconItemInput>): Promise<ReconItem> {
  const dayId = await lists.itemDayId(db, s.companyId, input.id);
  if (dayId === undefined) throw reconErrors.itemNotFound();
  await db.transaction(async (tx) => {
    // the day first, as a run does: a run replacing the day's open items and this resolution queue here
    const day = await repo.lockDay(tx, dayId);
    const item = await repo.lockItem(tx, input.id, s.companyId);
    if (!day || !item) throw reconErrors.itemNotFound();
    if (item.state !== 'open') throw reconErrors.resolved();
    await repo.resolveByNote(tx, item.id, s.userId, input.note);
    await logOperation(tx, s, { recordKey: RECON_LOG_KEY, recordId: item.id, action: 'resolve', detail: { billDate: item.billDate, kind: item.kind, key: item.itemKey, note: input.note } });
    await repo.recount(tx, day.id);
    await settleBalanced(tx, day, s.userId);
  });
  const row = await lists.itemOf(db, s.companyId, input.id);
  return itemAnswer(row!);
}

const HEADER = ['账单日期', '差异类型', '商户订单号', '商户退款单号', '微信订单号', '房屋', '本系统金额', '账单金额', '账单时间', '本系统日期', '系统核查', '状态', '处理方式', '处理人', '处理时间', '处理说明'];
const RESOLUTION: Record<string, string> = { posted: '查询后入账', cross_day: '跨日核对', note: '人工处理' };

export async function exportReconItems({ db }: { db: Db }, s: Session, input: z.output<typeof reconEndpoints.exportReconItems.input>): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...filter } = input;
  const rows = (async function* () {
    for await (const batch of batchesAfter((after, size) => lists.itemsAfter(db, s.companyId, filter, after, size), (r) => Number(r.id))) {
      yield batch.map((r): ExportCell[] => {
        const i = itemAnswer(r);
        return [i.billDate, i.kindName, i.outTradeNo, i.outRefundNo, i.transactionId, i.houseName, i.ours, i.theirs, i.billTime, i.ourDay, i.detail, i.state === 'open' ? '未处理' : '已处理', i.resolution ? (RESOLUTION[i.resolution] ?? null) : null, i.resolvedByName, chinaDateTime(i.resolvedAt), i.note];
      });
    }
  })();
  const filters = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return exportWorkbook(db, s, { recordKey: 'pay-recon-items', purpose: { usage, auditor, auditDate }, filters, title: `线上对账差异${filter.billDate}`, header: HEADER, rows });
}
