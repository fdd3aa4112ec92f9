import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestId } from '../protocol/ids';
import {
  MAX_SKEW_SECONDS,
  parseAuthorization,
  requestMessage,
  rsaSign,
  rsaVerify,
  responseMessage,
  signedHeaders,
  timestampSkewSeconds,
} from '../protocol/signature';
import type { Merchant } from '../options';
import { signError } from '../vendor/errors';
import type { PayVendor } from '../vendor/pay-vendor';
import { rawBody, setMerchant } from './request';

const isApi = (url: string) => url.startsWith('/v3/');
/** The bill download is the one API answer WeChat does not sign (clients check the file's SHA1 instead). */
const isDownload = (url: string) => url.startsWith('/v3/billdownload/');

/** Checks `Authorization` against the merchant's key; every failure is 401 SIGN_ERROR. */
export function verifyMerchantRequest(vendor: PayVendor, request: FastifyRequest): Merchant {
  const auth = parseAuthorization(request.headers.authorization);
  if (!auth) throw signError('Http头Authorization值格式错误，请参考《微信支付商户REST API签名规则》');
  const merchant = vendor.merchant(auth.mchid);
  if (!merchant) throw signError('商户号不存在或未开通 APIv3');
  const skew = timestampSkewSeconds(auth.timestamp, vendor.clock.wall());
  if (skew === undefined || skew > MAX_SKEW_SECONDS)
    throw signError('签名中的时间戳与当前时间相差超过 5 分钟，请检查系统时间');
  if (auth.serial_no.toUpperCase() !== merchant.serialNo)
    throw signError('商户证书序列号有误，请使用签名私钥匹配的证书序列号');
  // The URL as the client sent it (path and query, not decoded), the body as its exact text.
  const message = requestMessage(request.method, request.url, auth.timestamp, auth.nonce_str, rawBody(request));
  if (!rsaVerify(merchant.publicKeyPem, message, auth.signature)) throw signError('签名错误，请检查后再试');
  return merchant;
}

/** Verifies every /v3 request before its handler and signs every /v3 answer with the platform key. */
export function registerMerchantAuth(app: FastifyInstance, vendor: PayVendor): void {
  app.addHook('preHandler', async (request) => {
    if (isApi(request.url)) setMerchant(request, verifyMerchantRequest(vendor, request));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    void reply.header('Request-ID', requestId(reply.statusCode < 300 ? 0 : reply.statusCode));
    if (isDownload(request.url) && reply.statusCode === 200) return payload;
    const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : '';
    const { platform } = vendor.options;
    const headers = signedHeaders(platform.keyId, platform.privateKeyPem, body, vendor.clock.wall());
    if (vendor.badResponseSignatures > 0) {
      vendor.badResponseSignatures--;
      headers['Wechatpay-Signature'] = rsaSign(platform.privateKeyPem, responseMessage('0', 'bad', body));
    }
    void reply.headers({ ...headers });
    return payload;
  });
}
