import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints as e, ownerInvoiceEndpoints as o } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { attachmentHeaders } from '../../http/attachment-headers';
import { registerEndpoint } from '../../http/register-endpoint';
import { NuonuoEinvoiceClient } from '../einvoice/index';
import { EINVOICE_CALLBACK_PATH, einvoiceCallbackRoutes } from './einvoice-callback.routes';
import { invoiceFile } from './invoice-file';
import { getRequest, listRequests } from './invoice-views';
import { ownerInvoicePdf, ownerPaymentInvoices, ownerRequestInvoice } from './owner-invoices';
import type { IssueDeps } from './issue-invoice';
import { issueJobKind } from './issue.job';
import { requestRed } from './red-letter';
import { refreshRequest } from './refresh-request';
import { requestBulk, requestInvoice } from './request-invoice';
import { getTaxSetup, saveSeller, saveTaxItem } from './tax-setup';

/** One delivery of the issue job waits this long for the platform's outcome before leaving it to a later one. */
const POLL_MS = 20_000;

/**
 * 电子发票 (issue 33): the tax setup of charge items and of the company as seller, invoice requests from receipts
 * (one at the counter, or a period in bulk), issued by jobs through the e-invoice platform (EINVOICE_*; off: the
 * requests fail with the reason), red letters, the platform's signed callbacks, and the owners' own requests and
 * downloads in the 业主端.
 */
export function invoicesPlugin({ db, config, jobs }: Pick<AppDeps, 'db' | 'config' | 'jobs'>) {
  return async (app: FastifyInstance) => {
    const einvoice = config.einvoice;
    const issue: IssueDeps = {
      db,
      platform: einvoice ? new NuonuoEinvoiceClient(einvoice) : undefined,
      callbackUrl: einvoice && config.publicUrl ? `${config.publicUrl}${EINVOICE_CALLBACK_PATH}` : undefined,
      pollMs: POLL_MS,
    };
    jobs.register(issueJobKind(jobs, issue));

    registerEndpoint(app, e.getTaxSetup, ({ session }) => getTaxSetup({ db }, session));
    registerEndpoint(app, e.saveSeller, ({ input, session }) => saveSeller({ db }, session, input));
    registerEndpoint(app, e.saveTaxItem, ({ input, session }) => saveTaxItem({ db }, session, input));
    registerEndpoint(app, e.requestInvoice, ({ input, session }) => requestInvoice({ db, jobs }, session, input));
    registerEndpoint(app, e.requestBulk, ({ input, session }) => requestBulk({ db, jobs }, session, input));
    registerEndpoint(app, e.listRequests, ({ input, session }) => listRequests({ db }, session, input));
    registerEndpoint(app, e.getRequest, ({ input, session }) => getRequest({ db }, session, input.id));
    registerEndpoint(app, e.refreshRequest, ({ input, session }) => refreshRequest(issue, session, input.id));
    registerEndpoint(app, e.redLetter, ({ input, session }) => requestRed({ db, jobs }, session, input));
    registerEndpoint(app, e.invoiceFile, async ({ input, session, reply }) => {
      const file = await invoiceFile(issue, session, input);
      attachmentHeaders(reply, file.fileName, file.contentType);
      await reply.send(file.data);
      return null;
    });

    registerEndpoint(app, o.paymentInvoices, ({ input, owner }) => ownerPaymentInvoices(db, owner, input.paymentId));
    registerEndpoint(app, o.requestInvoice, ({ input, owner }) => ownerRequestInvoice({ db, jobs }, owner, input));
    registerEndpoint(app, o.invoicePdf, async ({ input, owner, reply }) => {
      const file = await ownerInvoicePdf(issue, owner, input.id);
      attachmentHeaders(reply, file.fileName, file.contentType);
      await reply.send(file.data);
      return null;
    });

    if (einvoice) await app.register(einvoiceCallbackRoutes(db, einvoice));
  };
}
