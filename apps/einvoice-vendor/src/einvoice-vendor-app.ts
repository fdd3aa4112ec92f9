import { heldAnswers } from '@pm/vendor-kit/held-answers';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerFileRoutes } from './http/files.routes';
import { registerPageRoutes } from './http/pages';
import { registerServiceRoutes, SERVICES_PATH } from './http/services.routes';
import { registerTestRoutes } from './http/test.routes';
import { resolveOptions, type EinvoiceVendorOptions, type ResolvedOptions } from './options';
import { EinvoiceVendor } from './vendor/einvoice-vendor';
import { NuonuoError } from './vendor/errors';
import { EinvoiceVendorKnobs } from './vendor/knobs';

export interface EinvoiceVendorApp {
  app: FastifyInstance;
  vendor: EinvoiceVendor;
  knobs: EinvoiceVendorKnobs;
  resolved: ResolvedOptions;
}

/**
 * The fake e-invoice platform (a 诺税通-like SaaS: sdk.nuonuo.com's /open/v1/services and open.nuonuo.com's
 * /accessToken in one app, on its own port): signed calls, asynchronous 数电票 issue with query and callbacks, files,
 * 红字确认单 and red invoices, and a page of what it received.
 */
export function buildEinvoiceVendorApp(options: EinvoiceVendorOptions = {}): EinvoiceVendorApp {
  const resolved = resolveOptions(options);
  const level = resolved.logLevel;
  const app = Fastify({ logger: level === 'silent' ? false : { level } });
  const vendor = new EinvoiceVendor(resolved, (line) => app.log.debug(line));
  const knobs = new EinvoiceVendorKnobs(vendor);
  const answers = heldAnswers();

  // Bodies stay raw text: X-Nuonuo-Sign covers the exact text; the token call and the page post forms.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof NuonuoError)
      return reply.code(error.status).send({ code: error.code, describe: error.describe, result: null });
    if (error.statusCode !== undefined && error.statusCode < 500)
      return reply.code(error.statusCode).send({ code: 'E9101', describe: `参数错误：${error.message}`, result: null });
    request.log.error(error);
    return reply.code(500).send({ code: 'E9999', describe: '系统繁忙，请稍后再试', result: null });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ code: '070404', describe: '地址不存在', result: null }),
  );
  // Knob: a slow platform. The call is already carried out; only its answer waits (closing answers at once).
  app.addHook('onSend', async (request, _reply, payload) => {
    await answers.hold(request.url.startsWith(SERVICES_PATH) ? vendor.takeAnswerDelay() : 0);
    return payload;
  });
  app.addHook('preClose', async () => answers.releaseAll());
  app.addHook('onClose', async () => vendor.close());

  registerPageRoutes(app, vendor);
  registerServiceRoutes(app, vendor);
  registerFileRoutes(app, vendor);
  registerTestRoutes(app, vendor, knobs);
  return { app, vendor, knobs, resolved };
}
