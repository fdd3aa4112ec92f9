import type { FastifyInstance } from 'fastify';
import type { Db } from '@pm/db';
import { CALLBACK_ACCEPTED, parseEinvoiceCallback, verifyEinvoiceCallback, type EinvoiceConfig } from '../einvoice/index';
import { applyConfirmation, applyResult } from './issue-invoice';
import * as repo from './invoices.repo';

/** Where the platform posts results: PUBLIC_URL + this path is sent as each order's callBackUrl. */
export const EINVOICE_CALLBACK_PATH = '/api/vendor/einvoice/callback';
const MAX_BODY = 512 * 1024;

/**
 * The platform's callbacks (a form: operater, orderno / billId, content), signed like its calls. A bad signature
 * or a stale timestamp answers 401 and nothing is done; a verified one is applied once (the request's state guards
 * every write, so a second delivery, or one racing the job's query, changes nothing) and answered 0000, also when
 * it names no request of ours (the platform would only send it again).
 */
export function einvoiceCallbackRoutes(db: Db, config: EinvoiceConfig, now: () => number = Date.now) {
  return async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_request, body, done) => done(null, body));
    app.post(EINVOICE_CALLBACK_PATH, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const sign = request.headers['x-nuonuo-sign'];
      const query = request.query as Record<string, string | undefined>;
      if (!verifyEinvoiceCallback(config, { query, sign: Array.isArray(sign) ? sign[0] : sign, body }, now()))
        return reply.code(401).send({ status: '9999', message: '签名不正确' });
      const callback = parseEinvoiceCallback(body);
      if (callback?.type === 'invoice') {
        const r = await repo.requestByNo(db, callback.orderNo);
        if (r) await applyResult(db, r.id, callback.result);
      } else if (callback?.type === 'redConfirmation') {
        const red = await repo.redLetterByBillId(db, callback.billId);
        if (red) await applyConfirmation(db, red.requestId, callback.confirmation);
      } else request.log.warn({ length: body.length }, 'einvoice callback not readable');
      return CALLBACK_ACCEPTED;
    });
  };
}
