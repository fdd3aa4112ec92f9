import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PayVendor } from '../vendor/pay-vendor';
import { baseUrl, merchantOf, parseJson, parseQuery } from './request';
import { AbnormalRefund, CreateRefund, TradeBillQuery } from './schemas';

const DownloadQuery = z.object({ token: z.string({ error: 'token 不能为空' }).min(1), tartype: z.string().optional() });

/** 退款 (apply, query, 异常退款), 申请交易账单 and its download. */
export function registerRefundAndBillRoutes(app: FastifyInstance, vendor: PayVendor): void {
  app.post('/v3/refund/domestic/refunds', async (request) => {
    const { data, raw } = parseJson(CreateRefund, request);
    return vendor.refunds.create(merchantOf(request), data, raw);
  });

  app.get<{ Params: { outRefundNo: string } }>('/v3/refund/domestic/refunds/:outRefundNo', async (request) =>
    vendor.refunds.query(merchantOf(request), request.params.outRefundNo),
  );

  app.post<{ Params: { refundId: string } }>(
    '/v3/refund/domestic/refunds/:refundId/apply-abnormal-refund',
    async (request) => {
      const { data } = parseJson(AbnormalRefund, request);
      return vendor.refunds.applyAbnormal(merchantOf(request), request.params.refundId, data.out_refund_no);
    },
  );

  app.get('/v3/bill/tradebill', async (request) =>
    vendor.bills.request(merchantOf(request), parseQuery(TradeBillQuery, request), baseUrl(request)),
  );

  app.get('/v3/billdownload/file', async (request, reply) => {
    const { token } = parseQuery(DownloadQuery, request);
    const { file, gzip } = vendor.bills.download(merchantOf(request), token);
    return reply.type(gzip ? 'application/x-gzip' : 'text/plain; charset=utf-8').send(file);
  });
}
