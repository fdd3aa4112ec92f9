import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { loadPayment } from './build-payment-answer';
import { paymentNotFound } from './reports.errors';
import type { Payments } from './list-payments';
import { renderReceiptPdf } from './print-receipt-pdf';
import { printReceipt } from './print-receipt';
import { listRefunds } from './list-refunds';
import type { SettleReports } from './read-settle-reports';
import { listSpecial } from './list-special';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 结算记录, 收据打印, 退费明细, 特服结算, 结算汇总 and 收费日报. */
export function registerReportRoutes(app: FastifyInstance, db: Db, payments: Payments, reports: SettleReports) {
  registerEndpoint(app, e.listPayments, ({ input, session }) => payments.list(session, input));
  registerEndpoint(app, e.exportPayments, async ({ input, session, reply }) => {
    const { stream, fileName } = await payments.export(session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
  registerEndpoint(app, e.getPayment, async ({ input, session }) => {
    const payment = await loadPayment(db, session.companyId, input.id);
    if (!payment) throw paymentNotFound();
    return payment;
  });
  registerEndpoint(app, e.printReceipt, ({ input, session }) => printReceipt({ db }, session, input.id));
  registerEndpoint(app, e.receiptPdf, async ({ input, session, reply }) => {
    const sheet = await printReceipt({ db }, session, input.id);
    const pdf = await renderReceiptPdf(sheet);
    attachmentHeaders(reply, `收据${sheet.number}${sheet.copy ? '-副本' : ''}.pdf`, 'application/pdf');
    await reply.send(pdf);
    return null;
  });
  registerEndpoint(app, e.tfDetail, ({ input, session }) => listRefunds({ db }, session, input));
  registerEndpoint(app, e.special, ({ input, session }) => listSpecial({ db }, session, input));
  registerEndpoint(app, e.summary, ({ input, session }) => reports.summary(session, input));
  registerEndpoint(app, e.daily, ({ input, session }) => reports.daily(session, input));
  registerEndpoint(app, e.exportDaily, async ({ input, session, reply }) => {
    const { stream, fileName } = await reports.exportDaily(session, input);
    attachmentHeaders(reply, fileName, XLSX);
    await reply.send(stream);
    return null;
  });
}
