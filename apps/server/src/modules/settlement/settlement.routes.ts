import type { FastifyInstance } from 'fastify';
import { counterEndpoints as e, refundRequestEndpoints as r } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import type { ReversalInvoices } from '../invoices/index';
import { agencyBalance, agencyPayout, deposit, prepay } from './pay-accounts';
import { waiveLateFee } from './apply-late-fee-waiver';
import { counterHouse } from './read-counter-house';
import { pay } from './pay';
import { approveRefund, listRefundRequests, rejectRefund, requestRefund } from './refund-requests';
import { reversePayment } from './reverse';

/** 收银台: the counter view and every payment it writes; refunds wait for approval (退款审批). */
export function registerCounterRoutes(app: FastifyInstance, deps: { db: Db; onlinePay: { refundApproved(): void }; invoices: ReversalInvoices }) {
  registerEndpoint(app, e.counterHouse, ({ input, session }) => counterHouse(deps, session, input));
  registerEndpoint(app, e.pay, ({ input, session }) => pay(deps, session, input));
  registerEndpoint(app, e.prepay, ({ input, session }) => prepay(deps, session, input));
  registerEndpoint(app, e.deposit, ({ input, session }) => deposit(deps, session, input));
  registerEndpoint(app, e.agencyPayout, ({ input, session }) => agencyPayout(deps, session, input));
  registerEndpoint(app, e.agencyBalance, ({ input, session }) => agencyBalance(deps, session, input));
  registerEndpoint(app, e.reverse, ({ input, session }) => reversePayment(deps, session, input));
  registerEndpoint(app, e.waiveLateFee, ({ input, session }) => waiveLateFee(deps, session, input));
  registerEndpoint(app, r.refund, ({ input, session }) => requestRefund(deps, session, input));
  registerEndpoint(app, r.listRefundRequests, ({ input, session }) => listRefundRequests(deps, session, input));
  registerEndpoint(app, r.approveRefund, async ({ input, session }) => {
    const answer = await approveRefund(deps, session, input);
    if (answer.online) deps.onlinePay.refundApproved();
    return answer.result;
  });
  registerEndpoint(app, r.rejectRefund, ({ input, session }) => rejectRefund(deps, session, input));
}
