import type { FastifyInstance } from 'fastify';
import { onlinePayEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { closeOrder, queryOrder } from './check-order';
import { createPayOrder } from './create-pay-order';
import { payErrors } from './online-pay.errors';
import { PayGateway, localNotifyUrl } from './pay-gateway';
import { getPayLink, startPayLink } from './pay-link';
import { handleNotification } from './pay-notify';
import { createNotifiedOrders } from './settle-notified-orders';
import { getPayOrder, listPayOrders } from './pay-order-answer';
import * as repo from './pay-orders.repo';
import { listPayRefunds, retryPayRefund } from './pay-refunds';
import { getPaySettings, setPaySettings } from './pay-settings';
import { ensurePaySweepSchedule, paySweepKind, paySweepScheduleKind } from './pay-sweep.job';
import { checkRefunds, refundNotified } from './send-refund';

/** The screen's 刷新 asks the vendor at most this often per order. */
const REFRESH_MS = 3_000;

/**
 * 线上支付 (issue 30): orders with their QR codes and links, the vendor's notifications, the sweep that closes and
 * queries, the company's settings. Without a merchant (WECHATPAY_* unset and no bundled fake) orders are refused
 * and nothing is swept; the rest still answers.
 */
export function onlinePayPlugin({ db, config, jobs, scheduler, onlinePay }: Pick<AppDeps, 'db' | 'config' | 'jobs' | 'scheduler' | 'onlinePay'>) {
  return async (app: FastifyInstance) => {
    const gateway = config.wechatpay
      ? new PayGateway(config.wechatpay, () => config.wechatpayNotifyUrl ?? localNotifyUrl(app.server.address(), config.port))
      : undefined;
    const enabled = gateway !== undefined;
    if (gateway) {
      jobs.register(paySweepKind(jobs, db, gateway));
      scheduler.register(paySweepScheduleKind(jobs));
      await ensurePaySweepSchedule(db, scheduler.now());
      // An approved refund goes to the vendor at once; one that fails here is sent again by the sweep.
      onlinePay.refundApproved = () => void checkRefunds(db, gateway, 0).catch((error: unknown) => app.log.warn({ err: error }, '发送原路退款失败'));
    }

    registerEndpoint(app, e.createPayOrder, ({ input, session }) => createPayOrder({ db, gateway }, session, input));
    registerEndpoint(app, e.getPayOrder, async ({ input, session }) => {
      const order = await repo.findOrder(db, input.id, session.companyId);
      if (!order) throw payErrors.notFound();
      const stale = !order.queriedAt || Date.now() - order.queriedAt.getTime() > REFRESH_MS;
      if (input.refresh && gateway && order.state === 'open' && stale) await queryOrder(db, gateway, order);
      return getPayOrder({ db }, session, input);
    });
    registerEndpoint(app, e.listPayOrders, ({ input, session }) => listPayOrders({ db }, session, input));
    registerEndpoint(app, e.closePayOrder, async ({ input, session }) => {
      const order = await repo.findOrder(db, input.id, session.companyId);
      if (!order) throw payErrors.notFound();
      if (order.state !== 'open') throw payErrors.notOpen(order.state);
      if (!gateway) throw payErrors.off();
      const outcome = await closeOrder(db, gateway, order, 'cancelled', session.userId);
      if (outcome === 'error') throw payErrors.vendor(new Error((await repo.orderById(db, order.id))?.error ?? '关单失败'));
      return getPayOrder({ db }, session, input);
    });
    registerEndpoint(app, e.getPaySettings, ({ session }) => getPaySettings({ db, enabled }, session));
    registerEndpoint(app, e.setPaySettings, ({ input, session }) => setPaySettings({ db, enabled }, session, input));
    registerEndpoint(app, e.listPayRefunds, ({ input, session }) => listPayRefunds({ db }, session, input));
    registerEndpoint(app, e.retryPayRefund, async ({ input, session }) => {
      const answer = await retryPayRefund({ db }, session, input.id);
      onlinePay.refundApproved();
      return answer;
    });
    registerEndpoint(app, e.getPayLink, ({ input }) => getPayLink({ db, gateway }, input.token));
    registerEndpoint(app, e.startPayLink, ({ input, request }) => startPayLink({ db, gateway }, input.token, request.ip));

    // notify_url: the raw body is what the signature covers, so this route reads JSON as text. Deliveries arriving
    // together settle in one transaction (settle-notified-orders.ts).
    const notified = createNotifiedOrders(db);
    await app.register(async (scope) => {
      scope.removeContentTypeParser('application/json');
      scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
      scope.post('/api/pay/wechat/notify', async (request, reply) => {
        if (!gateway) return reply.code(404).send({ code: 'FAIL', message: '未配置微信支付商户' });
        const answer = await handleNotification({ db, gateway, notified, onRefund: (_db, resource) => refundNotified(db, resource) }, { headers: request.headers, body: typeof request.body === 'string' ? request.body : '' });
        return answer.body ? reply.code(answer.status).send(answer.body) : reply.code(answer.status).send();
      });
    });
  };
}
