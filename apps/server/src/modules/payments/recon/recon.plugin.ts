import type { FastifyInstance } from 'fastify';
import { reconEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../../app-deps';
import { attachmentHeaders } from '../../../http/attachment-headers';
import { registerEndpoint } from '../../../http/register-endpoint';
import { localNotifyUrl, PayGateway } from '../pay-gateway';
import { exportReconItems, listReconDays, listReconItems, resolveReconItem } from './recon-days';
import { ensureReconSchedule, reconJobKind, reconScheduleKind, startReconRun } from './recon.job';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * 线上对账 (issue 30): the daily trade bill matched against our online payments and refunds, the differences a
 * company sees and resolves, and the settlement voucher of a balanced day. Without a merchant nothing is fetched;
 * the days already reconciled still answer.
 */
export function reconPlugin({ db, config, jobs, scheduler }: Pick<AppDeps, 'db' | 'config' | 'jobs' | 'scheduler'>) {
  return async (app: FastifyInstance) => {
    const gateway = config.wechatpay
      ? new PayGateway(config.wechatpay, () => config.wechatpayNotifyUrl ?? localNotifyUrl(app.server.address(), config.port))
      : undefined;
    if (gateway) {
      jobs.register(reconJobKind(jobs, db, gateway));
      scheduler.register(reconScheduleKind(jobs, gateway));
      await ensureReconSchedule(db, scheduler.now());
    }

    registerEndpoint(app, e.listReconDays, ({ input, session }) => listReconDays({ db }, session, input));
    registerEndpoint(app, e.listReconItems, ({ input, session }) => listReconItems({ db }, session, input));
    registerEndpoint(app, e.resolveReconItem, ({ input, session }) => resolveReconItem({ db }, session, input));
    registerEndpoint(app, e.runRecon, ({ input, session }) => startReconRun({ db, jobs, gateway }, session, input.billDate));
    registerEndpoint(app, e.exportReconItems, async ({ input, session, reply }) => {
      const { stream, fileName } = await exportReconItems({ db }, session, input);
      attachmentHeaders(reply, fileName, XLSX);
      await reply.send(stream);
      return null;
    });
  };
}
