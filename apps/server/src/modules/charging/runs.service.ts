import type { z } from 'zod';
import type { BillRun, RunQuery, StartRunInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { addDays, addMonths, dec, periodBounds, sumAmounts } from '@pm/domain';
import { AppError } from '../../errors/app-error';
import type { Session } from '../../http/session';
import { ComputeGate } from './compute-gate';
import { lineErrors } from './lines.errors';
import { billKey } from './lines.keys';
import { houseLines, type NewLine } from './runs.compute';
import * as repo from './runs.repo';
import type { ShareLines } from './sharing.service';

type StartRun = z.output<typeof StartRunInput>;
type Run = z.output<typeof BillRun>;

/** Houses per batch: one transaction each, progress written with it. */
export const RUN_BATCH = 500;
/** Houses computed between two yields to the event loop (a run must not stall other requests). */
const COMPUTE_SLICE = 50;
/** A run still 'running' after this long is taken as dead (server stopped mid-run) and no longer blocks. */
const STALE_MINUTES = 30;
const MAX_MONTHS = 12;

const monthsBetween = (from: string, to: string) => (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 + Number(to.slice(5, 7)) - Number(from.slice(5, 7));

export function runAnswer(row: { run: repo.RunRow; estateName: string; createdByName: string | null }): Run {
  const { run } = row;
  return {
    id: run.id,
    estateId: run.estateId,
    estateName: row.estateName,
    kind: run.kind,
    periodFrom: run.periodFrom,
    periodTo: run.periodTo,
    dateFrom: run.dateFrom,
    dateTo: run.dateTo,
    state: run.state as Run['state'],
    total: run.total,
    done: run.done,
    linesCreated: run.linesCreated,
    linesSkipped: run.linesSkipped,
    amount: dec(run.amount).toFixed(2),
    error: run.error,
    createdByName: row.createdByName,
    createdAt: new Date(run.createdAt).toISOString(),
    finishedAt: run.finishedAt ? new Date(run.finishedAt).toISOString() : null,
  };
}

/**
 * 计费 as jobs: the request is checked and the run row written (state running, total = houses in
 * scope) in one transaction that locks the estate, so a second run of the estate while one runs is
 * refused; the lines are then written in the background in batches of RUN_BATCH houses, one
 * transaction each with its progress. Lines insert ON CONFLICT DO NOTHING on (company, bill key,
 * generation): a house, item and period is never billed twice, the skipped ones are counted.
 */
export class BillRuns {
  private readonly running = new Set<Promise<void>>();
  /** One batch computes at a time, whatever the number of runs (compute-gate.ts). */
  private readonly computeGate = new ComputeGate(1);

  constructor(
    private readonly db: Db,
    private readonly sharing: ShareLines,
  ) {}

  async start(session: Session, input: StartRun): Promise<Run> {
    const periodTo = input.periodTo ?? input.periodFrom;
    this.check(input, periodTo);
    const scope: repo.RunScope = {
      buildingIds: input.buildingIds,
      houseIds: input.houseIds,
      itemIds: input.itemIds,
      shareRuleId: input.shareRuleId,
      dispatchIds: input.dispatchIds,
      serviceItemId: input.serviceItemId,
    };
    const run = await this.db.transaction(async (tx) => {
      const estate = await repo.lockEstate(tx, session.companyId, input.estateId);
      if (!estate) throw lineErrors.estateNotFound();
      await this.checkIds(tx, session.companyId, input);
      if (await repo.runningRun(tx, session.companyId, input.estateId, STALE_MINUTES)) throw lineErrors.runInProgress();
      const total = await this.total(tx, session.companyId, input, scope, periodTo);
      return repo.insertRun(tx, {
        companyId: session.companyId,
        estateId: input.estateId,
        kind: input.kind,
        periodFrom: input.periodFrom,
        periodTo,
        dateFrom: input.dateFrom ?? null,
        dateTo: input.dateTo ?? null,
        scope,
        total,
        createdBy: session.userId,
      });
    });
    this.launch(run, session.userId);
    return this.get(session, run.id);
  }

  async get(session: Session, id: number): Promise<Run> {
    const row = await repo.findRun(this.db, session.companyId, id);
    if (!row) throw lineErrors.runNotFound();
    return runAnswer(row);
  }

  async page(session: Session, q: z.output<typeof RunQuery>) {
    const { total, rows } = await repo.pageRuns(this.db, session.companyId, q);
    return { total, page: q.page, size: q.size, rows: rows.map(runAnswer) };
  }

  /** Waits for the runs in progress (the app closing). */
  async drain(): Promise<void> {
    await Promise.allSettled([...this.running]);
  }

  private check(input: StartRun, periodTo: string) {
    if (periodTo < input.periodFrom) throw lineErrors.badRun('periodTo', '结束期间不能早于开始期间');
    if (monthsBetween(input.periodFrom, periodTo) >= MAX_MONTHS) throw lineErrors.badRun('periodTo', `一次最多计费${MAX_MONTHS}个月`);
    if (input.kind === 'mid_month') {
      if (periodTo !== input.periodFrom) throw lineErrors.badRun('periodTo', '月中计费只能选择一个月');
      if (!input.dateFrom) throw lineErrors.badRun('dateFrom', '请选择计费开始日期');
      if (!input.dateTo) throw lineErrors.badRun('dateTo', '请选择计费结束日期');
      const { first, last } = periodBounds(input.periodFrom);
      if (input.dateFrom < first || input.dateFrom > last) throw lineErrors.badRun('dateFrom', '计费开始日期须在计费期间内');
      if (input.dateTo < first || input.dateTo > last) throw lineErrors.badRun('dateTo', '计费结束日期须在计费期间内');
      if (input.dateTo < input.dateFrom) throw lineErrors.badRun('dateTo', '计费结束日期不能早于开始日期');
    }
    if (input.kind === 'other' && !input.itemIds?.length) throw lineErrors.badRun('itemIds', '请选择收费项目');
    if (input.kind === 'service') {
      if (!input.dispatchIds?.length) throw lineErrors.badRun('dispatchIds', '请选择派工单');
      if (!input.serviceItemId) throw lineErrors.badRun('serviceItemId', '请选择服务计费的收费项目');
    }
    if (input.kind === 'share' && !input.shareRuleId) throw lineErrors.badRun('shareRuleId', '请选择分摊设置');
  }

  private async checkIds(tx: DbOrTx, companyId: number, input: StartRun) {
    const foreign = async (path: string, kind: 'house' | 'building' | 'item', ids: number[] | undefined, message: string) => {
      if (ids?.length && (await repo.foreignIds(tx, companyId, input.estateId, kind, ids)).length > 0) throw lineErrors.badRun(path, message);
    };
    await foreign('buildingIds', 'building', input.buildingIds, '楼宇不属于该楼盘');
    await foreign('houseIds', 'house', input.houseIds, '房屋不属于该楼盘');
    await foreign('itemIds', 'item', input.itemIds, '收费项目不存在');
    await foreign('serviceItemId', 'item', input.serviceItemId ? [input.serviceItemId] : undefined, '收费项目不存在');
  }

  private async total(tx: DbOrTx, companyId: number, input: StartRun, scope: repo.RunScope, periodTo: string) {
    if (input.kind === 'service') return (await repo.billableDispatches(tx, companyId, input.estateId, scope)).length;
    if (input.kind === 'share') return this.sharing.ruleHouseCount(tx, companyId, input.estateId, input.shareRuleId!, periodTo);
    return repo.countScopeHouses(tx, companyId, input.estateId, scope);
  }

  private launch(run: repo.RunRow, userId: number) {
    const job = this.work(run, userId).catch(async (error: unknown) => {
      const message = error instanceof AppError ? error.message : `计费失败：${error instanceof Error ? error.message : String(error)}`;
      await repo.finishRun(this.db, run.id, 'failed', message.slice(0, 500)).catch(() => undefined);
    });
    this.running.add(job);
    void job.finally(() => this.running.delete(job));
  }

  private async work(run: repo.RunRow, userId: number) {
    const origin = { companyId: run.companyId, estateId: run.estateId, runId: run.id, userId };
    const scope = run.scope as repo.RunScope;
    if (run.kind === 'service') await this.serviceWork(run, scope, origin);
    else if (run.kind === 'share') await this.writeInBatches(run, origin, await this.sharing.shareRunLines(this.db, run.companyId, scope.shareRuleId!, run.periodFrom));
    else await this.housesWork(run, scope, origin);
    await repo.finishRun(this.db, run.id, 'done', null);
  }

  /** normal, mid_month and other: each batch of houses in its own transaction. */
  private async housesWork(run: repo.RunRow, scope: repo.RunScope, origin: repo.LineOrigin) {
    const standards = await repo.estateStandards(this.db, run.companyId, run.estateId);
    const dueDays = await repo.dueDaysOf(this.db, run.companyId, run.estateId);
    const from = run.kind === 'mid_month' ? run.dateFrom! : periodBounds(run.periodFrom).first;
    const to = run.kind === 'mid_month' ? run.dateTo! : periodBounds(run.periodTo).last;
    const lifetimes = run.kind === 'other' ? ['2'] : ['1', '3'];
    const periods: string[] = [];
    for (let p = run.periodFrom; p <= run.periodTo; p = addMonths(p, 1)) periods.push(p);
    let afterId = 0;
    for (;;) {
      const ids = await repo.scopeHouseIds(this.db, run.companyId, run.estateId, scope, afterId, RUN_BATCH);
      if (ids.length === 0) break;
      afterId = ids[ids.length - 1]!;
      // Read, then compute without holding a connection (the gate may make a batch wait), then
      // write the batch and its progress in one transaction.
      {
        const houses = await repo.housesFacts(this.db, ids);
        const bindings = await repo.openBindings(this.db, run.companyId, ids, from, to, lifetimes, scope.itemIds);
        const meterIds = [...new Set(bindings.filter((b) => b.targetType === 'meter').map((b) => b.targetId))];
        const readings = await repo.auditedReadings(this.db, run.companyId, meterIds, periods);
        const byHouse = new Map<number, typeof bindings>();
        for (const b of bindings) {
          const list = byHouse.get(b.houseId);
          if (list) list.push(b);
          else byHouse.set(b.houseId, [b]);
        }
        const lines = await this.computeGate.run(async () => {
          const out: NewLine[] = [];
          for (const [i, house] of houses.entries()) {
            const own = byHouse.get(house.id);
            if (own) out.push(...houseLines({ house, bindings: own, standards, readings, dueDays, from, to, prorate: run.kind !== 'other', firstMonthOnly: run.kind === 'other' }));
            // Exact decimal work is CPU: let other requests in every slice of houses.
            if (i % COMPUTE_SLICE === COMPUTE_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
          }
          return out;
        });
        await this.db.transaction((tx) => this.writeBatch(tx, run.id, origin, lines, ids.length));
      }
      await new Promise((resolve) => setImmediate(resolve));
      if (ids.length < RUN_BATCH) break;
    }
  }

  /** 服务计费: one line per completed work order (labour + material) under the run's item. */
  private async serviceWork(run: repo.RunRow, scope: repo.RunScope, origin: repo.LineOrigin) {
    const dueDays = await repo.dueDaysOf(this.db, run.companyId, run.estateId);
    const orders = await repo.billableDispatches(this.db, run.companyId, run.estateId, scope);
    const itemId = scope.serviceItemId!;
    const { first, last } = periodBounds(run.periodFrom);
    const due = dueDays(itemId);
    const lines = orders.map((order) => ({
      houseId: order.houseId!,
      itemId,
      targetType: 'service',
      targetId: order.id,
      standardId: null,
      period: run.periodFrom,
      periodFrom: first,
      periodTo: last,
      billKey: billKey(order.houseId!, itemId, 'service', order.id, '-'),
      quantity: '1.0000',
      unitPrice: order.cost,
      fraction: null,
      gross: order.cost,
      net: order.cost,
      dueDate: addDays(first, due),
      status: 'pending_audit' as const,
      readingId: null,
      remark: `派工单 ${order.orderNo}`.slice(0, 200),
      dispatchId: order.id,
    }));
    await this.writeInBatches(run, origin, lines);
  }

  private async writeInBatches(run: repo.RunRow, origin: repo.LineOrigin, lines: readonly (NewLine & { dispatchId?: number; shareRuleId?: number })[]) {
    for (let i = 0; i < lines.length; i += RUN_BATCH) {
      const chunk = lines.slice(i, i + RUN_BATCH);
      await this.db.transaction((tx) => this.writeBatch(tx, run.id, origin, chunk, chunk.length));
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private async writeBatch(tx: DbOrTx, runId: number, origin: repo.LineOrigin, lines: readonly NewLine[], done: number) {
    const { created, amounts } = await repo.insertLines(tx, origin, lines);
    await repo.addProgress(tx, runId, { done, created, skipped: lines.length - created, amount: sumAmounts(amounts) });
  }
}
