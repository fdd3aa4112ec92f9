import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EinvoiceVendor } from '../vendor/einvoice-vendor';
import { CODES, NuonuoError, nuonuoError } from '../vendor/errors';
import { sellerOf, verifyCall } from './gateway';
import { METHODS } from './methods';
import { baseOf, formFields, header, query, rawBody } from './request';

export const SERVICES_PATH = '/open/v1/services';
export const TOKEN_PATH = '/accessToken';

const OUTAGE_PAGE = (status: number) =>
  `<html><head><title>${status} Service Temporarily Unavailable</title></head><body><center><h1>${status} Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>`;

function jsonBody(request: FastifyRequest): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(rawBody(request));
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw nuonuoError('bodyInvalid');
}

/** One services call, verified and carried out; every answer (refusals included) is logged for the page. */
function serve(vendor: EinvoiceVendor, request: FastifyRequest): { code: string; describe: string; result: unknown } {
  let answer: { code: string; describe: string; result: unknown };
  let senid = query(request).senid ?? '';
  let method = header(request, 'method') ?? '';
  try {
    const call = verifyCall(vendor, request);
    senid = call.senid;
    method = call.method;
    const run = METHODS[call.method];
    if (!run) throw nuonuoError('methodUnknown', call.method);
    const seller = sellerOf(vendor, call.userTax);
    const done = run(vendor, seller, jsonBody(request), baseOf(request));
    answer = { code: CODES.ok[0], describe: done.describe, result: done.result };
  } catch (error) {
    if (!(error instanceof NuonuoError)) throw error;
    answer = { code: error.code, describe: error.describe, result: null };
  }
  vendor.calls.add({
    at: vendor.clock.now(),
    method,
    senid,
    userTax: header(request, 'usertax') ?? '',
    code: answer.code,
    describe: answer.describe,
    request: rawBody(request),
    result: JSON.stringify(answer.result) ?? 'null',
  });
  return answer;
}

export function registerServiceRoutes(app: FastifyInstance, vendor: EinvoiceVendor): void {
  app.post(SERVICES_PATH, async (request, reply) => {
    const outage = vendor.takeOutage();
    if (outage !== undefined) return reply.code(outage).type('text/html').send(OUTAGE_PAGE(outage));
    return reply.type('application/json;charset=UTF-8').send(serve(vendor, request));
  });

  // client_credentials (notes §5). Refusals are OAuth-style 400s `{error, error_description}` (**chosen**).
  app.post(TOKEN_PATH, async (request, reply) => {
    const outage = vendor.takeOutage();
    if (outage !== undefined) return reply.code(outage).type('text/html').send(OUTAGE_PAGE(outage));
    const f = formFields(request);
    const log = (code: string, describe: string) =>
      vendor.calls.add({
        at: vendor.clock.now(),
        method: 'accessToken',
        senid: '',
        userTax: '',
        code,
        describe,
        request: `client_id=${f.client_id ?? ''}&grant_type=${f.grant_type ?? ''}`,
        result: '',
      });
    if (f.grant_type !== 'client_credentials') {
      log('unsupported_grant_type', 'grant_type 应为 client_credentials');
      return reply
        .code(400)
        .send({ error: 'unsupported_grant_type', error_description: 'grant_type 应为 client_credentials' });
    }
    if (f.client_id !== vendor.options.appKey || f.client_secret !== vendor.options.appSecret) {
      log('invalid_client', 'client_id 或 client_secret 错误');
      return reply.code(400).send({ error: 'invalid_client', error_description: 'client_id 或 client_secret 错误' });
    }
    const token = vendor.tokens.issue();
    if (!token) {
      log('request_limit', '30天内获取token次数超过50次');
      return reply
        .code(400)
        .send({ error: 'request_limit', error_description: '30天内获取token次数超过50次，请缓存并复用token' });
    }
    log('ok', `expires_in ${token.expires_in}`);
    return token;
  });
}
