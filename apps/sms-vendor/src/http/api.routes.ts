import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestId } from '../protocol/ids';
import { actionNotFound, invalidVersion } from '../vendor/errors';
import { querySendDetails } from '../vendor/query';
import type { CallContext } from '../vendor/sends';
import type { SmsVendor } from '../vendor/sms-vendor';
import { verifyAcs3 } from './acs-auth';
import { apiParams } from './request';

export const API_VERSION = '2017-05-25';

/** Whether a request to `/` is an API call (it names its action) rather than a person opening the list page. */
export const isApiCall = (request: FastifyRequest) => request.headers['x-acs-action'] !== undefined;

const ACTIONS: Record<string, (vendor: SmsVendor, ctx: CallContext, params: Record<string, string>) => unknown> = {
  SendSms: (v, ctx, p) => v.sends.sendSms(ctx, p),
  SendBatchSms: (v, ctx, p) => v.sends.sendBatchSms(ctx, p),
  QuerySendDetails: (v, ctx, p) => querySendDetails(v, ctx, p),
};

/** dysmsapi 2017-05-25, RPC style: `POST /` (or GET) with x-acs-action, parameters in the query or a form body. */
export async function handleApiCall(vendor: SmsVendor, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const id = requestId();
  request.requestIdForAnswer = id;
  const accessKeyId = verifyAcs3(vendor, request);
  if (request.headers['x-acs-version'] !== API_VERSION) throw invalidVersion();
  const action = ACTIONS[String(request.headers['x-acs-action'])];
  if (!action) throw actionNotFound();
  const answer = action(vendor, { requestId: id, accessKeyId }, apiParams(request));
  return reply.header('content-type', 'application/json;charset=utf-8').send(answer);
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The RequestId of an API call's answer (errors carry it too). */
    requestIdForAnswer?: string;
  }
}

export function registerApiRoutes(app: FastifyInstance, vendor: SmsVendor): void {
  app.post('/', (request, reply) => handleApiCall(vendor, request, reply));
}
