import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { registerKnobRoutes } from './http/knobs.routes';
import { registerMerchantAuth } from './http/merchant-auth';
import { registerPayerRoutes } from './http/payer.routes';
import { registerRefundAndBillRoutes } from './http/refunds-bill.routes';
import { registerTransactionRoutes } from './http/transactions.routes';
import { type PayVendorOptions, resolveOptions, type ResolvedOptions } from './options';
import { VendorError } from './vendor/errors';
import { PayerActions, PayVendorKnobs } from './vendor/knobs';
import { PayVendor } from './vendor/pay-vendor';

export interface PayVendorApp {
  app: FastifyInstance;
  vendor: PayVendor;
  knobs: PayVendorKnobs;
  payer: PayerActions;
  resolved: ResolvedOptions;
}

/** The fake WeChat Pay (API v3, 直连商户) as a Fastify app: its own data, its own port. */
export async function buildPayVendorApp(options: PayVendorOptions = {}): Promise<PayVendorApp> {
  const resolved = await resolveOptions(options);
  const level = resolved.logLevel;
  const app = Fastify({ logger: level === 'silent' ? false : { level } });
  const vendor = new PayVendor(resolved, (line) => app.log.debug(line));
  const knobs = new PayVendorKnobs(vendor);
  const payer = new PayerActions(vendor);

  // Bodies stay raw text: the merchant's signature covers the exact bytes sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof VendorError) return reply.code(error.status).send(error.body());
    if (error.statusCode !== undefined && error.statusCode < 500)
      return reply.code(400).send({ code: 'INVALID_REQUEST', message: error.message });
    request.log.error(error);
    return reply.code(500).send({ code: 'SYSTEM_ERROR', message: '系统异常，请稍后重试' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 'NOT_FOUND', message: '请求的资源不存在' }));
  app.addHook('onClose', async () => vendor.close());

  registerMerchantAuth(app, vendor);
  registerTransactionRoutes(app, vendor);
  registerRefundAndBillRoutes(app, vendor);
  registerPayerRoutes(app, vendor, payer);
  registerKnobRoutes(app, vendor, knobs);
  return { app, vendor, knobs, payer, resolved };
}
