import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type PayerActions } from '../vendor/knobs';
import { PayerError } from '../vendor/orders';
import type { PayVendor } from '../vendor/pay-vendor';
import { listPage, payerPage } from './pages';
import { parseJson } from './request';

const Link = z.object({
  pr: z.string().optional(),
  prepay_id: z.string().optional(),
  code_url: z.string().optional(),
  h5_url: z.string().optional(),
  openid: z.string().optional(),
});

/** The payer page, its buttons' endpoints (unsigned, as a payer's phone is not the merchant), and the list page. */
export function registerPayerRoutes(app: FastifyInstance, vendor: PayVendor, payer: PayerActions): void {
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(listPage(vendor)));
  app.get('/health', async () => ({ status: 'ok', service: 'fake-wechat-pay' }));

  app.get('/payer', async (request, reply) => {
    const { redirect_url, ...q } = Link.extend({ redirect_url: z.string().optional() }).parse(request.query);
    return reply.type('text/html; charset=utf-8').send(payerPage(vendor, payer.find(q), redirect_url));
  });

  const action = (act: 'pay' | 'cancel' | 'expire' | 'fail') =>
    app.post(`/payer/${act}`, async (request, reply) => {
      const { data } = parseJson(Link, request);
      const { openid, ...link } = data;
      try {
        const order = act === 'pay' ? payer.pay(link, openid) : payer[act](link);
        return { code: 'SUCCESS', order };
      } catch (error) {
        if (error instanceof PayerError) return reply.code(409).send({ code: 'PAYER_REFUSED', message: error.message });
        throw error;
      }
    });
  action('pay');
  action('cancel');
  action('expire');
  action('fail');
}
