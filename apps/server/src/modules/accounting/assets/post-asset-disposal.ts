import type { z } from 'zod';
import type { DisposeInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chartRoles, dec, depreciationSchedule, disposalLines } from '@pm/domain';
import type { Session } from '../../../http/session';
import { accumulatedOf, depreciable, parseRuns } from './build-asset-card';
import { assetDisposed, assetNotFound, disposeBeforeAcquired, disposeBeforeRun, laterRunExists } from './assets.errors';
import * as repo from './assets.repo';
import { generatedWord, leafSubjects, loadGeneratedVoucher, requireBook, requireOpenPeriod } from '../generated-vouchers/build-generated-voucher';
import { writeGeneratedVoucher } from '../generated-vouchers/generated-vouchers.repo';

// 资产处置: the card becomes disposed and a voucher (待审核) moves it to 1606 固定资产清理:
// Dr 1606 net value, Dr 1602 累计折旧, Cr 1601 原值. An asset is depreciated in the month it is
// disposed, so that month's run (and every earlier one due) must come first: the voucher then
// clears exactly what 1602 holds for it.

type Input = z.output<typeof DisposeInput>;

export async function disposeAsset(deps: { db: Db }, s: Session, input: Input) {
  const period = input.disposedOn.slice(0, 7);
  const voucherId = await deps.db.transaction(async (tx) => {
    const book = await requireBook(tx, s.companyId, true);
    const locked = await repo.lockAsset(tx, s.companyId, input.id);
    if (!locked) throw assetNotFound();
    if (locked.status === 'disposed') throw assetDisposed();
    const [row] = await repo.assetRows(tx, s.companyId, { ids: [input.id] });
    const asset = row!;
    if (input.disposedOn < asset.acquiredOn) throw disposeBeforeAcquired();
    await requireOpenPeriod(tx, s.companyId, period);
    const runs = parseRuns(asset.runs);
    const later = runs.find((r) => r.period > period);
    if (later) throw laterRunExists(later.period);
    const ran = new Set(runs.map((r) => r.period));
    const due = depreciationSchedule({ ...depreciable(asset), disposedIn: period }).find(
      (m) => m.period >= book.startPeriod && m.period <= period && !ran.has(m.period) && !dec(m.amount).isZero(),
    );
    if (due && asset.method !== 2) throw disposeBeforeRun(due.period);
    const roles = chartRoles(book.chart);
    const summary = `处置固定资产${asset.code} ${asset.name}`;
    const lines = disposalLines({ cost: asset.cost, accumulated: accumulatedOf(asset, book.startPeriod).toFixed(2) }, roles, summary);
    const subjects = await leafSubjects(tx, s.companyId, lines.map((l) => l.subjectCode));
    const voucher = await writeGeneratedVoucher(tx, {
      companyId: s.companyId,
      period,
      word: generatedWord(book.wordMode, '转'),
      voucherDate: input.disposedOn,
      source: 'depreciation',
      sourceRef: `disposal:asset:${asset.id}`,
      makerId: s.userId,
      remark: summary,
      lines: lines.map((l) => ({ summary: l.summary, subjectId: subjects.get(l.subjectCode)!.id, debit: l.debit ?? '0', credit: l.credit ?? '0', estateId: asset.estateId })),
    });
    await repo.markDisposed(tx, s.companyId, asset.id, input.disposedOn, voucher.id, input.remark ?? null);
    return voucher.id;
  });
  return voucherId;
}

export async function loadDisposalVoucher(db: Db, companyId: number, voucherId: number) {
  return (await loadGeneratedVoucher(db, companyId, voucherId))!;
}
