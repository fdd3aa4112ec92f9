import type { FastifyInstance } from 'fastify';
import { slaReportEndpoints, workOrderEndpoints as e, workOrderSteps as s } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { createStaffWorkOrder, assignTarget } from './create-work-order';
import type { WorkOrderDeps } from './order-actor';
import { stepWorkOrder } from './order-step';
import { myWorkOrders, workOrderBoard, workOrderDetail, workOrderPool, workTeamList } from './work-order-views';
import { finishPhotos } from './finish-photos';
import { exportSlaReport, slaReport } from './sla-report';
import { ensureSlaSweepSchedule, slaSweepKind, slaSweepScheduleKind } from './sla-sweep';
import { ensureMaintPlansSchedule, maintPlansKind, maintPlansScheduleKind } from './maintenance-plans';

/** 工单 (issue 34): the board, a technician's orders and pool, one order, and one POST per step of the flow. */
export function workOrdersPlugin({ db, rights, jobs, scheduler }: Pick<AppDeps, 'db' | 'rights' | 'jobs' | 'scheduler'>) {
  const deps: WorkOrderDeps = { db, rights };
  return async (app: FastifyInstance) => {
    // 工单时限: every minute, the orders whose warning, limit or escalation has come (the scheduler's clock).
    jobs.register(slaSweepKind(jobs, db, () => scheduler.now()));
    scheduler.register(slaSweepScheduleKind(jobs));
    await ensureSlaSweepSchedule(db, scheduler.now());
    // 维保工单: every 10 minutes, the 设备保养计划 whose next task is due to be written.
    jobs.register(maintPlansKind(jobs, db, () => scheduler.now()));
    scheduler.register(maintPlansScheduleKind(jobs));
    await ensureMaintPlansSchedule(db, scheduler.now());

    registerEndpoint(app, e.workOrderBoard, ({ input, session }) => workOrderBoard(deps, session, input));
    registerEndpoint(app, e.createWorkOrder, ({ input, session }) => createStaffWorkOrder(deps, session, input));
    registerEndpoint(app, e.myWorkOrders, ({ input, session }) => myWorkOrders(deps, session, input));
    registerEndpoint(app, e.workOrderPool, ({ input, session }) => workOrderPool(deps, session, input));
    registerEndpoint(app, e.workTeams, ({ session }) => workTeamList(deps, session));
    registerEndpoint(app, e.workOrderDetail, ({ input, session }) => workOrderDetail(deps, session, input.id));
    // 工单时效报表 per team, and its workbook.
    registerEndpoint(app, slaReportEndpoints.slaReport, ({ input, session }) => slaReport(db, session, input));
    registerEndpoint(app, slaReportEndpoints.exportSlaReport, async ({ input, session, reply }) => {
      const { stream, fileName } = await exportSlaReport(db, session, input);
      attachmentHeaders(reply, fileName, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      await reply.send(stream);
      return null;
    });

    const target = async (companyId: number, staffId: number | undefined, teamId: number | undefined) =>
      (await assignTarget(db, companyId, staffId, teamId))!;
    registerEndpoint(app, s.assign, async ({ input, session }) =>
      stepWorkOrder(deps, session, input, { type: 'assign', to: await target(session.companyId, input.staffId, input.teamId) }));
    registerEndpoint(app, s.grab, ({ input, session }) => stepWorkOrder(deps, session, input, { type: 'grab' }));
    registerEndpoint(app, s.accept, ({ input, session }) => stepWorkOrder(deps, session, input, { type: 'accept' }));
    registerEndpoint(app, s.arrive, ({ input, session }) => stepWorkOrder(deps, session, input, { type: 'arrive' }));
    registerEndpoint(app, s.start, ({ input, session }) => stepWorkOrder(deps, session, input, { type: 'start' }));
    registerEndpoint(app, s.pause, ({ input, session }) =>
      stepWorkOrder(deps, session, input, { type: 'pause', reason: input.reason, ...(input.note ? { note: input.note } : {}) }));
    registerEndpoint(app, s.resume, ({ input, session }) => stepWorkOrder(deps, session, input, { type: 'resume' }));
    registerEndpoint(app, s.transfer, async ({ input, session }) =>
      stepWorkOrder(deps, session, input, { type: 'transfer', reason: input.reason, to: await target(session.companyId, input.staffId, input.teamId) }));
    registerEndpoint(app, s.return, ({ input, session }) => stepWorkOrder(deps, session, input, { type: 'return', reason: input.reason }));
    registerEndpoint(app, s.finish, async ({ input, session }) => {
      const photoIds = await finishPhotos(db, session, input.photoIds);
      return stepWorkOrder(
        deps,
        session,
        input,
        { type: 'finish', photos: photoIds.length, lines: input.lines, chargeOwner: input.chargeOwner, ownerConfirmed: input.ownerConfirmed, ...(input.note ? { note: input.note } : {}) },
        { photoIds },
      );
    });
    registerEndpoint(app, s.rate, ({ input, session }) =>
      stepWorkOrder(deps, session, input, { type: 'rate', score: input.score, ...(input.comment ? { comment: input.comment } : {}) }));
    registerEndpoint(app, s.visit, ({ input, session }) =>
      stepWorkOrder(deps, session, input, { type: 'visit', satisfied: input.satisfied, ...(input.note ? { note: input.note } : {}) }));
    registerEndpoint(app, s.cancel, ({ input, session }) => stepWorkOrder(deps, session, input, { type: 'cancel', reason: input.reason }));
    registerEndpoint(app, s.urge, ({ input, session }) =>
      stepWorkOrder(deps, session, input, { type: 'urge', ...(input.note ? { note: input.note } : {}) }));
  };
}
