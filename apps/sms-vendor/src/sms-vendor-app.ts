import { heldAnswers } from '@pm/vendor-kit/held-answers';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { handleApiCall, isApiCall, registerApiRoutes } from './http/api.routes';
import { listPage } from './http/pages';
import { registerTestRoutes } from './http/test.routes';
import { requestId } from './protocol/ids';
import { resolveOptions, type ResolvedOptions, type SmsVendorOptions } from './options';
import { GatewayError } from './vendor/errors';
import { SmsVendorKnobs } from './vendor/knobs';
import { SmsVendor } from './vendor/sms-vendor';

export interface SmsVendorApp {
  app: FastifyInstance;
  vendor: SmsVendor;
  knobs: SmsVendorKnobs;
  resolved: ResolvedOptions;
}

const HOST_ID = 'dysmsapi.aliyuncs.com';

/** The fake Aliyun SMS gateway (dysmsapi 2017-05-25) as a Fastify app: its own data, its own port. */
export function buildSmsVendorApp(options: SmsVendorOptions = {}): SmsVendorApp {
  const resolved = resolveOptions(options);
  const level = resolved.logLevel;
  const app = Fastify({ logger: level === 'silent' ? false : { level } });
  const vendor = new SmsVendor(resolved, (line) => app.log.debug(line));
  const knobs = new SmsVendorKnobs(vendor);
  const answers = heldAnswers();

  // Bodies stay raw text: x-acs-content-sha256 covers the exact bytes sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const id = request.requestIdForAnswer ?? requestId();
    if (error instanceof GatewayError)
      return reply.code(error.status).send({
        RequestId: id,
        HostId: HOST_ID,
        Code: error.code,
        Message: error.message,
        Recommend: `https://api.aliyun.com/troubleshoot?q=${error.code}`,
      });
    if (error.statusCode !== undefined && error.statusCode < 500)
      return reply.code(400).send({ RequestId: id, HostId: HOST_ID, Code: 'InvalidParameter', Message: error.message });
    request.log.error(error);
    return reply
      .code(500)
      .send({
        RequestId: id,
        HostId: HOST_ID,
        Code: 'InternalError',
        Message: 'The request processing has failed due to some unknown error.',
      });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply
      .code(404)
      .send({
        RequestId: requestId(),
        HostId: HOST_ID,
        Code: 'InvalidAction.NotFound',
        Message: 'Specified api is not found, please check your url and method.',
      }),
  );
  // Knob: a slow gateway. The call is already carried out; only its answer waits (closing answers at once).
  app.addHook('onSend', async (request, _reply, payload) => {
    await answers.hold(isApiCall(request) ? vendor.takeAnswerDelay() : 0);
    return payload;
  });
  app.addHook('preClose', async () => answers.releaseAll());
  app.addHook('onClose', async () => vendor.close());

  app.get('/', async (request, reply) =>
    isApiCall(request)
      ? handleApiCall(vendor, request, reply)
      : reply.type('text/html; charset=utf-8').send(listPage(vendor)),
  );
  registerApiRoutes(app, vendor);
  registerTestRoutes(app, vendor, knobs);
  return { app, vendor, knobs, resolved };
}
