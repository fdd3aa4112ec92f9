import type { z } from 'zod';
import { lineEndpoints, type BillRun, type RunQuery, type StartRunInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { addDays, addMonths, chinaToday, dec, periodBounds, sumAmounts } from '@pm/domain';
import { AppError, forbidden } from '../../../errors/app-error';
import { allowedCreator } from '../../../jobs/job-creator';
import type { Rights } from '../../menu/index';
import type { JobEngine } from '../../../jobs/job-engine';
import type { JobKind, TaskRun } from '../../../jobs/job-kind';
import type { ScheduleKind } from '../../../jobs/scheduler';
import type { Session } from '../../../http/session';
import { ComputeGate } from './compute-gate';
import { lineErrors } from '../lines/lines.errors';
import { billKey, workOrderKey } from '../lines/build-line-keys';
import { houseLines, type HouseFacts, type NewLine } from './compute-lines';
import { LineMemo } from './keep-line-memo';
import * as repo from './runs.repo';
import { billableWorkOrders, lockStillBillable } from './service-orders.repo';
import type { ShareLines } from '../sharing/keep-sharing-rules';

type StartRun = z.output<typeof StartRunInput>;
type Run = z.output<typeof BillRun>;

/** Houses per batch: one queue task and one transaction each, progress written with it. */
export const RUN_BATCH = 500;
/** Houses computed between two yields to the event loop (a run must not stall other requests). */
const COMPUTE_SLICE = 50;
const MAX_MONTHS = 12;

/** A queue task of a run: the houses with afterId < id <= lastId (normal, mid_month, other), or all of it (service, share). */
export type RunTask = { afterId: number; lastId: number } | { whole: true };

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
 * 计费 as jobs on the job engine: the request is checked and the run row, its job and one queue
 * task per RUN_BATCH houses are written in one transaction that locks the estate, so a second run
 * of the estate while one runs is refused. Any instance's workers then take the batches; each
 * writes its lines, its done mark and the progress in one transaction, so a batch delivered again
 * after a crash writes nothing twice. Lines insert ON CONFLICT DO NOTHING on (company, bill key,
 * generation): a house, item and period is never billed twice, the skipped ones are counted.
 */
export class BillRuns {
  /** One batch computes at a time in this process, whatever the number of workers (compute-gate.ts). */
  private readonly computeGate = new ComputeGate(1);

  constructor(
    private readonly db: Db,
    private readonly sharing: ShareLines,
    private readonly jobs: JobEngine,
    /** Whose functions a scheduled run's owner holds (a schedule bills as its owner). */
    private readonly rights?: Rights,
  ) {}

  async start(session: Session, input: StartRun): Promise<Run> {
    const run = await this.db.transaction((tx) => this.startIn(tx, { companyId: session.companyId, userId: session.userId }, input, null));
    await this.jobs.dispatch(run.jobId);
    return this.get(session, run.id);
  }

  /**
   * Checks and writes a run, its job and its batches in the caller's transaction (the request's,
   * or a schedule's firing); the caller dispatches the job once it committed.
   */
  async startIn(tx: DbOrTx, who: { companyId: number; userId: number | null }, input: StartRun, scheduleId: number | null) {
    const periodTo = input.periodTo ?? input.periodFrom;
    this.check(input, periodTo);
    const scope: repo.RunScope = {
      buildingIds: input.buildingIds,
      houseIds: input.houseIds,
      itemIds: input.itemIds,
      shareRuleId: input.shareRuleId,
      dispatchIds: input.dispatchIds,
      workOrderIds: input.workOrderIds,
      serviceItemId: input.serviceItemId,
    };
    const estate = await repo.lockEstate(tx, who.companyId, input.estateId);
    if (!estate) throw lineErrors.estateNotFound();
    await this.checkIds(tx, who.companyId, input);
    if (await repo.runningRun(tx, who.companyId, input.estateId)) throw lineErrors.runInProgress();
    const tasks = await this.plan(tx, who.companyId, input, scope, periodTo);
    const row = await repo.insertRun(tx, {
      companyId: who.companyId,
      estateId: input.estateId,
      kind: input.kind,
      periodFrom: input.periodFrom,
      periodTo,
      dateFrom: input.dateFrom ?? null,
      dateTo: input.dateTo ?? null,
      scope,
      total: tasks.total,
      createdBy: who.userId,
    });
    const job = await this.jobs.create(tx, {
      companyId: who.companyId,
      kind: BILL_RUN,
      title: `计费：${estate.name} ${input.periodFrom === periodTo ? input.periodFrom : `${input.periodFrom}～${periodTo}`}`,
      createdBy: who.userId,
      params: { runId: row.id, estateId: input.estateId, kind: input.kind, periodFrom: input.periodFrom, periodTo },
      refId: row.id,
      scheduleId,
      total: tasks.total,
      tasks: tasks.list,
    });
    await repo.setRunJob(tx, row.id, job.id);
    if (tasks.list.length === 0) await repo.finishRun(tx, row.id, 'done', null);
    return { ...row, jobId: job.id, job };
  }

  /** 定时任务 of kind bill_run: a 常规 run of the schedule's estate (and items) for the month it fires in (China). */
  scheduleKind(): ScheduleKind {
    return {
      kind: BILL_RUN,
      fire: async (tx, schedule, at) => {
        const params = schedule.params as { estateId?: number; itemIds?: number[] };
        if (!params.estateId) throw lineErrors.badRun('estateId', '定时任务未指定楼盘');
        const period = chinaToday(at).slice(0, 7);
        const input = { estateId: params.estateId, kind: 'normal' as const, periodFrom: period, ...(params.itemIds?.length ? { itemIds: params.itemIds } : {}) };
        const started = await this.startIn(tx, { companyId: schedule.companyId, userId: schedule.createdBy }, input, schedule.id);
        return started.job;
      },
    };
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

  /** The job kind the engine runs: one task is one batch of houses (or the whole of a service or share run). */
  kind(): JobKind {
    return {
      kind: BILL_RUN,
      queue: 'bill-run',
      // a batch takes a second or two; one still active after a minute belonged to an instance that died
      expireInSeconds: 60,
      retryLimit: 3,
      retryDelaySeconds: 2,
      concurrency: 2,
      runTask: (task) => this.runTask(task),
      onEnd: async (tx, job, state, error) => {
        if (job.refId) await repo.finishRun(tx, job.refId, state, error);
      },
      onReopen: async (tx, job) => {
        const run = job.refId ? await repo.findRunRow(tx, job.refId) : undefined;
        if (!run) throw lineErrors.runNotFound();
        await repo.lockEstate(tx, run.companyId, run.estateId);
        if (await repo.runningRun(tx, run.companyId, run.estateId)) throw lineErrors.runInProgress();
        await repo.reopenRun(tx, run.id);
      },
      describe: (error) => (error instanceof AppError ? error.message : `计费失败：${error instanceof Error ? error.message : String(error)}`).slice(0, 500),
    };
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
      if (!input.dispatchIds?.length && !input.workOrderIds?.length) throw lineErrors.badRun('workOrderIds', '请选择工单或派工单');
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

  /** The run's total (houses, work orders or shared houses) and its queue tasks. */
  private async plan(tx: DbOrTx, companyId: number, input: StartRun, scope: repo.RunScope, periodTo: string): Promise<{ total: number; list: RunTask[] }> {
    if (input.kind === 'service') {
      const dispatches = await repo.billableDispatches(tx, companyId, input.estateId, scope);
      const orders = await billableWorkOrders(tx, companyId, input.estateId, scope.workOrderIds ?? []);
      return { total: dispatches.length + orders.length, list: [{ whole: true }] };
    }
    if (input.kind === 'share') return { total: await this.sharing.ruleHouseCount(tx, companyId, input.estateId, input.shareRuleId!, periodTo), list: [{ whole: true }] };
    const ids = await repo.allScopeHouseIds(tx, companyId, input.estateId, scope);
    const list: RunTask[] = [];
    for (let i = 0; i < ids.length; i += RUN_BATCH) list.push({ afterId: i === 0 ? 0 : ids[i - 1]!, lastId: ids[Math.min(i + RUN_BATCH, ids.length) - 1]! });
    return { total: ids.length, list };
  }

  private async runTask(task: TaskRun): Promise<void> {
    const run = task.job.refId ? await repo.findRunRow(this.db, task.job.refId) : undefined;
    if (!run) throw lineErrors.runNotFound();
    if (task.job.scheduleId !== null && this.rights) {
      try {
        await allowedCreator(this.db, this.rights, task.job, lineEndpoints.startRun.rights, (why) => forbidden(`定时任务的创建人无权计费：${why}`, 'charging.schedule_owner'));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await this.jobs.refuse(task, error.message);
        return;
      }
    }
    const origin = { companyId: run.companyId, estateId: run.estateId, runId: run.id, userId: run.createdBy ?? 0 };
    const scope = run.scope as repo.RunScope;
    const data = task.task.data as RunTask;
    if ('whole' in data) {
      const lines: readonly (NewLine & { workOrderId?: number | null })[] = run.kind === 'service' ? await this.serviceLines(run, scope) : await this.sharing.shareRunLines(this.db, run.companyId, scope.shareRuleId!, run.periodFrom);
      await this.jobs.inTask(task, async (tx) => {
        const kept = run.kind === 'service' ? await stillBillable(tx, lines) : lines;
        await this.writeBatch(tx, run.id, origin, kept, lines.length);
        return run.total;
      });
      return;
    }
    const houses = await repo.scopeHousesBetween(this.db, run.companyId, run.estateId, scope, data.afterId, data.lastId);
    const lines = await this.housesLines(run, scope, houses);
    await this.jobs.inTask(task, async (tx) => {
      await this.writeBatch(tx, run.id, origin, lines, houses.length);
      return houses.length;
    });
  }

  /** normal, mid_month and other: the lines of a batch of houses, read, then computed without holding a connection. */
  private async housesLines(run: repo.RunRow, scope: repo.RunScope, houses: HouseFacts[]): Promise<NewLine[]> {
    if (houses.length === 0) return [];
    const ids = houses.map((house) => house.id);
    const standards = await repo.estateStandards(this.db, run.companyId, run.estateId);
    const dueDays = await repo.dueDaysOf(this.db, run.companyId, run.estateId);
    const from = run.kind === 'mid_month' ? run.dateFrom! : periodBounds(run.periodFrom).first;
    const to = run.kind === 'mid_month' ? run.dateTo! : periodBounds(run.periodTo).last;
    const lifetimes = run.kind === 'other' ? ['2'] : ['1', '3'];
    const periods: string[] = [];
    for (let p = run.periodFrom; p <= run.periodTo; p = addMonths(p, 1)) periods.push(p);
    const bindings = await repo.openBindings(this.db, run.companyId, ids, from, to, lifetimes, scope.itemIds);
    const meterIds = [...new Set(bindings.filter((b) => b.targetType === 'meter').map((b) => b.targetId))];
    const readings = await repo.auditedReadings(this.db, run.companyId, meterIds, periods);
    const byHouse = new Map<number, typeof bindings>();
    for (const b of bindings) {
      const list = byHouse.get(b.houseId);
      if (list) list.push(b);
      else byHouse.set(b.houseId, [b]);
    }
    return this.computeGate.run(async () => {
      const out: NewLine[] = [];
      const memo = new LineMemo();
      for (const [i, house] of houses.entries()) {
        const own = byHouse.get(house.id);
        if (own) out.push(...houseLines({ house, bindings: own, standards, readings, dueDays, from, to, prorate: run.kind !== 'other', firstMonthOnly: run.kind === 'other', memo }));
        // Exact decimal work is CPU: let other requests in every slice of houses.
        if (i % COMPUTE_SLICE === COMPUTE_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
      }
      return out;
    });
  }

  /**
   * 服务计费: one line per finished 有偿服务 work order (its 完工 total) and per completed 历史派工单 (labour +
   * material) under the run's item. A work order's key leaves the item out: two runs racing on one order, under any
   * items, write one line (the other skips); bill_lines_work_order_unique holds it whatever the key.
   */
  private async serviceLines(run: repo.RunRow, scope: repo.RunScope) {
    const dueDays = await repo.dueDaysOf(this.db, run.companyId, run.estateId);
    const dispatches = await repo.billableDispatches(this.db, run.companyId, run.estateId, scope);
    const workOrders = await billableWorkOrders(this.db, run.companyId, run.estateId, scope.workOrderIds ?? []);
    const itemId = scope.serviceItemId!;
    const { first, last } = periodBounds(run.periodFrom);
    const due = dueDays(itemId);
    /** One pending line per order, of its whole amount, under the run's item and period. */
    const line = (o: { houseId: number; targetId: number; billKey: string; amount: string; remark: string }) => ({
      houseId: o.houseId,
      itemId,
      targetType: 'service',
      targetId: o.targetId,
      standardId: null,
      period: run.periodFrom,
      periodFrom: first,
      periodTo: last,
      billKey: o.billKey,
      quantity: '1.0000',
      unitPrice: o.amount,
      fraction: null,
      gross: o.amount,
      net: o.amount,
      dueDate: addDays(first, due),
      status: 'pending_audit' as const,
      readingId: null,
      remark: o.remark.slice(0, 200),
    });
    return [
      ...workOrders.map((order) => ({
        ...line({ houseId: order.houseId, targetId: order.id, billKey: workOrderKey(order.id), amount: order.total, remark: `工单 ${order.number}（人工 ${order.labour}，材料 ${order.materials}）` }),
        workOrderId: order.id,
      })),
      ...dispatches.map((order) => ({
        ...line({ houseId: order.houseId!, targetId: order.id, billKey: billKey(order.houseId!, itemId, 'service', order.id, '-'), amount: order.cost, remark: `派工单 ${order.orderNo}` }),
        dispatchId: order.id,
      })),
    ];
  }

  private async writeBatch(tx: DbOrTx, runId: number, origin: repo.LineOrigin, lines: readonly NewLine[], done: number) {
    const { created, amounts } = await repo.insertLines(tx, origin, lines);
    await repo.addProgress(tx, runId, { done, created, skipped: lines.length - created, amount: sumAmounts(amounts) });
  }
}

/** The lines computed outside the transaction, less a work order's whose state or charge moved on meanwhile. */
async function stillBillable<T extends NewLine & { workOrderId?: number | null }>(tx: DbOrTx, lines: readonly T[]): Promise<T[]> {
  const ids = lines.flatMap((l) => (l.workOrderId ? [l.workOrderId] : []));
  if (ids.length === 0) return [...lines];
  const billable = await lockStillBillable(tx, ids);
  return lines.filter((l) => !l.workOrderId || billable.get(l.workOrderId) === l.net);
}

/** jobs.kind of a bill run. */
export const BILL_RUN = 'bill_run';
