import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Merchant } from '../options';
import { paramError } from '../vendor/errors';
import type { TradeType } from '../vendor/ledger';
import type { PayVendor } from '../vendor/pay-vendor';
import { baseUrl, merchantOf, parseJson, parseQuery } from './request';
import { CloseOrder, H5Order, JsapiOrder, NativeOrder } from './schemas';

const MchidQuery = z.object({ mchid: z.string({ error: 'mchid 不能为空' }).min(1, 'mchid 不能为空') });

/** The mchid a query or close names must be the signer's. */
function sameMerchant(merchant: Merchant, mchid: string, location: string): void {
  if (mchid !== merchant.mchid) throw paramError('mchid 与请求签名的商户号不一致', 'mchid', location);
}

/** 下单 (Native, JSAPI, H5), 查询订单 (both ways), 关闭订单. */
export function registerTransactionRoutes(app: FastifyInstance, vendor: PayVendor): void {
  const create =
    (tradeType: TradeType, schema: typeof NativeOrder | typeof JsapiOrder | typeof H5Order) =>
    async (request: FastifyRequest) => {
      const { data, raw } = parseJson(schema, request);
      return vendor.orders.create(merchantOf(request), tradeType, data, raw, baseUrl(request));
    };
  app.post('/v3/pay/transactions/native', create('NATIVE', NativeOrder));
  app.post('/v3/pay/transactions/jsapi', create('JSAPI', JsapiOrder));
  app.post('/v3/pay/transactions/h5', create('MWEB', H5Order));

  app.get<{ Params: { outTradeNo: string } }>('/v3/pay/transactions/out-trade-no/:outTradeNo', async (request) => {
    const merchant = merchantOf(request);
    sameMerchant(merchant, parseQuery(MchidQuery, request).mchid, 'query');
    return vendor.orders.query(merchant, { outTradeNo: request.params.outTradeNo });
  });

  app.get<{ Params: { transactionId: string } }>('/v3/pay/transactions/id/:transactionId', async (request) => {
    const merchant = merchantOf(request);
    sameMerchant(merchant, parseQuery(MchidQuery, request).mchid, 'query');
    return vendor.orders.query(merchant, { transactionId: request.params.transactionId });
  });

  app.post<{ Params: { outTradeNo: string } }>(
    '/v3/pay/transactions/out-trade-no/:outTradeNo/close',
    async (request, reply) => {
      const merchant = merchantOf(request);
      sameMerchant(merchant, parseJson(CloseOrder, request).data.mchid, 'body');
      vendor.orders.close(merchant, request.params.outTradeNo);
      return reply.code(204).send();
    },
  );
}
