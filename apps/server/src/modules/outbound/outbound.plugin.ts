import type { FastifyInstance } from 'fastify';
import { outboundEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { messageBatchKind } from './batch.job';
import type { Channels } from './channels';
import { dispatchKind, dispatchScheduleKind, ensureDispatchSchedule } from './dispatch.job';
import { Dispatcher } from './dispatcher';
import { houseMessages, latestSent, listMessages, resend } from './message-list';
import { addOptOut, listOptOuts, removeOptOut } from './opt-outs';
import { ensurePaidSchedule, paidKind, paidScheduleKind } from './paid-notices.job';
import { ensureRepairSchedule, repairKind, repairScheduleKind } from './repair-notices.job';
import { ensureRemindersSchedule, remindersKind, remindersScheduleKind } from './reminders.job';
import { sendDunning } from './send-dunning';
import { sendMeetingNotice } from './send-meeting-notice';
import { getSettings, saveSettings } from './settings';
import { applySmsReports, tokenMatches } from './sms-reports';
import { deleteTemplate, listTemplates, saveTemplate } from './templates';
import { onWechatEvent } from './wechat-events';
import { wechatEventsRoutes } from '../wechat/index';

declare module 'fastify' {
  interface FastifyInstance {
    /** 消息发送's dispatcher (tests drain it step by step). */
    outbound: { dispatcher: Dispatcher };
  }
}

/**
 * 消息发送 (issue 32): templates, settings and the opt-out list; 催缴 by SMS or WeChat as batches written by jobs;
 * 缴费提醒 each morning and 缴费成功 after payments; the dispatcher that sends at the gateway's pace; the SMS
 * gateway's delivery reports.
 */
export function outboundPlugin({ db, config, jobs, scheduler, sms, wechat }: Pick<AppDeps, 'db' | 'config' | 'jobs' | 'scheduler' | 'sms' | 'wechat'>) {
  const plugin = async (app: FastifyInstance) => {
    const channels: Channels = { sms, wechat };
    const portalLink = () => `${config.publicUrl ?? `http://localhost:${config.port}`}/owner`;
    const signName = () => sms?.signName ?? '';
    const dispatcher = new Dispatcher(db, channels, {
      ratePerSecond: config.messageSendRate,
      parallel: config.messageSendParallel,
      staleSeconds: config.messageStaleSeconds,
      portalLink,
      log: app.log,
    });
    const kicking = { kick: () => (config.messageKick ? dispatcher.kick() : undefined) };
    app.decorate('outbound', { dispatcher });
    // An instance that starts resumes what is due (another one may have stopped mid-queue).
    app.addHook('onReady', async () => kicking.kick());
    app.addHook('onClose', () => dispatcher.stop());
    jobs.register(messageBatchKind({ db, jobs, signName, portalLink, dispatcher: kicking as Dispatcher }));
    jobs.register(dispatchKind(jobs, dispatcher));
    jobs.register(remindersKind(jobs, db));
    jobs.register(paidKind(jobs, db, signName, kicking as Dispatcher));
    jobs.register(repairKind(jobs, db, signName, kicking as Dispatcher));
    scheduler.register(dispatchScheduleKind(jobs));
    scheduler.register(remindersScheduleKind(jobs));
    scheduler.register(paidScheduleKind(jobs));
    scheduler.register(repairScheduleKind(jobs));
    await ensureDispatchSchedule(db, scheduler.now());
    await ensureRemindersSchedule(db, scheduler.now());
    await ensurePaidSchedule(db, scheduler.now());
    await ensureRepairSchedule(db, scheduler.now());

    registerEndpoint(app, e.listTemplates, ({ input, session }) => listTemplates(db, session, input, sms?.signName));
    registerEndpoint(app, e.saveTemplate, ({ input, session }) => saveTemplate(db, session, input, sms?.signName));
    registerEndpoint(app, e.deleteTemplate, ({ input, session }) => deleteTemplate(db, session, input.id));
    registerEndpoint(app, e.getSettings, ({ session }) => getSettings(db, channels, session));
    registerEndpoint(app, e.saveSettings, ({ input, session }) => saveSettings(db, channels, session, input));
    registerEndpoint(app, e.sendDunning, ({ input, session }) => sendDunning({ db, jobs, channels }, session, input));
    registerEndpoint(app, e.sendMeetingNotice, ({ input, session }) => sendMeetingNotice({ db, jobs, channels }, session, input));
    registerEndpoint(app, e.listMessages, ({ input, session }) => listMessages(db, session, input));
    registerEndpoint(app, e.resend, ({ input, session }) => resend({ db, dispatcher: kicking as Dispatcher }, session, input));
    registerEndpoint(app, e.houseMessages, ({ input, session }) => houseMessages(db, session, input));
    registerEndpoint(app, e.latestSent, ({ input, session }) => latestSent(db, session, input));
    registerEndpoint(app, e.listOptOuts, ({ input, session }) => listOptOuts(db, session, input));
    registerEndpoint(app, e.addOptOut, ({ input, session }) => addOptOut(db, session, input));
    registerEndpoint(app, e.removeOptOut, ({ input, session }) => removeOptOut(db, session, input.id));

    // The 服务号's pushes (TEMPLATESENDJOBFINISH, follow / unfollow), signed with its token.
    if (config.wechat) await app.register(wechatEventsRoutes, { token: config.wechat.token, onEvent: (event) => onWechatEvent(db, signName, event) });

    // The SMS gateway's delivery reports (SmsReport HTTP push).
    app.post('/api/vendor/sms/reports', async (request, reply) => {
      if (!tokenMatches(config.smsReportToken, (request.query as { token?: unknown }).token)) return reply.code(401).send({ code: 401, msg: '令牌不正确' });
      const { applied, ignored } = await applySmsReports(db, request.body);
      request.log.info({ applied, ignored }, 'sms reports');
      return { code: 0, msg: '接收成功' };
    });
  };
  // Not encapsulated (as fastify-plugin does): the app's `outbound` decoration is for tests to drain the dispatcher.
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
