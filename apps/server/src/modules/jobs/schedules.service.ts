import type { z } from 'zod';
import type { Schedule, ScheduleInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { nextFiring } from '../../jobs/cron';
import type { Scheduler } from '../../jobs/scheduler';
import * as repo from '../../jobs/schedules.repo';
import { jobErrors } from './jobs.errors';
import * as lists from './jobs.list.repo';
import { cronToRule, ruleToCron } from './schedule-rule';

type Input = z.output<typeof ScheduleInput>;

/** 定时任务 of the caller's company: what to start, when (China time), on or off. */
export class Schedules {
  constructor(
    private readonly db: Db,
    private readonly scheduler: Scheduler,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(session: Session): Promise<Schedule[]> {
    return this.answer(session, await repo.listSchedules(this.db, session.companyId));
  }

  async create(session: Session, input: Input): Promise<Schedule> {
    const values = await this.check(session, input);
    const row = await repo.insertSchedule(this.db, { companyId: session.companyId, ...values, createdBy: session.userId, updatedBy: session.userId });
    return this.one(session, row.id);
  }

  async update(session: Session, id: number, input: Input): Promise<Schedule> {
    const values = await this.check(session, input);
    const row = await repo.updateSchedule(this.db, session.companyId, id, { ...values, updatedBy: session.userId });
    if (!row) throw jobErrors.scheduleNotFound();
    return this.one(session, id);
  }

  async remove(session: Session, id: number): Promise<{ id: number }> {
    if (!(await repo.deleteSchedule(this.db, session.companyId, id))) throw jobErrors.scheduleNotFound();
    return { id };
  }

  private async check(session: Session, input: Input) {
    if (!this.scheduler.knows(input.kind)) throw jobErrors.badSchedule('kind', '该类型的定时任务暂不可用');
    if (input.kind === 'bill_run') {
      if (!input.params.estateId) throw jobErrors.badSchedule('params.estateId', '请选择楼盘');
      const names = await lists.estateNames(this.db, session.companyId, [input.params.estateId]);
      if (!names.has(input.params.estateId)) throw jobErrors.badSchedule('params.estateId', '楼盘不存在');
    }
    const cron = ruleToCron(input.rule);
    const params = input.kind === 'bill_run' ? { estateId: input.params.estateId, ...(input.params.itemIds?.length ? { itemIds: input.params.itemIds } : {}) } : {};
    return { kind: input.kind, title: input.title, cron, params, enabled: input.enabled, nextFireAt: nextFiring(cron, this.clock()) };
  }

  private async one(session: Session, id: number): Promise<Schedule> {
    const row = await repo.findSchedule(this.db, session.companyId, id);
    if (!row) throw jobErrors.scheduleNotFound();
    const [answer] = await this.answer(session, [row]);
    return answer!;
  }

  private async answer(session: Session, rows: repo.ScheduleRow[]): Promise<Schedule[]> {
    const paramsOf = (row: repo.ScheduleRow) => row.params as { estateId?: number; itemIds?: number[] };
    const estates = await lists.estateNames(this.db, session.companyId, rows.map((row) => paramsOf(row).estateId).filter((id): id is number => id !== undefined));
    const states = await lists.jobStates(this.db, rows.map((row) => row.lastJobId).filter((id): id is number => id !== null));
    const users = await lists.userNames(this.db, rows.map((row) => row.createdBy).filter((id): id is number => id !== null));
    return rows.map((row) => {
      const params = paramsOf(row);
      return {
        id: row.id,
        kind: row.kind as Schedule['kind'],
        title: row.title,
        rule: cronToRule(row.cron),
        params,
        estateName: params.estateId === undefined ? null : (estates.get(params.estateId) ?? null),
        enabled: row.enabled,
        nextFireAt: new Date(row.nextFireAt).toISOString(),
        lastFiredAt: row.lastFiredAt ? new Date(row.lastFiredAt).toISOString() : null,
        lastJobId: row.lastJobId,
        lastJobState: row.lastJobId === null ? null : ((states.get(row.lastJobId) as Schedule['lastJobState'] | undefined) ?? null),
        createdByName: row.createdBy === null ? null : (users.get(row.createdBy) ?? null),
      };
    });
  }
}
