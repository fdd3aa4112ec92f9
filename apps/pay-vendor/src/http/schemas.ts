import { z } from 'zod';
import { isCalendarDate } from '../protocol/time';

// Request bodies of the v3 API as the vendor checks them; a failure answers 400 PARAM_ERROR naming the field.

const outTradeNo = z.string().regex(/^[0-9A-Za-z_\-|*]{6,32}$/, '商户订单号应为 6-32 位数字、大小写字母或 _-|*');

function isNotifyUrl(text: string): boolean {
  try {
    const url = new URL(text);
    // WeChat requires HTTPS; the fake also takes http so a local product can receive notifications.
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

const notifyUrl = z.string().max(256).refine(isNotifyUrl, 'notify_url 须为 http(s) 地址，且不能携带参数');

/** Integer fen, at least 1: 0 or a decimal is refused, never rounded. */
const fen = z.number({ error: '金额须为整数（单位：分）' }).int('金额须为整数（单位：分）').min(1, '金额须至少为 1 分');

const OrderBase = z.object({
  appid: z.string().min(1, 'appid 不能为空').max(32),
  mchid: z.string().min(1, 'mchid 不能为空').max(32),
  description: z.string().min(1, 'description 不能为空').max(127, 'description 最多 127 个字符'),
  out_trade_no: outTradeNo,
  time_expire: z.string().optional(),
  attach: z.string().max(128, 'attach 最多 128 个字符').optional(),
  notify_url: notifyUrl,
  goods_tag: z.string().max(32).optional(),
  support_fapiao: z.boolean().optional(),
  amount: z.object({ total: fen, currency: z.literal('CNY', { error: '币种只支持 CNY' }).optional() }),
});

export const NativeOrder = OrderBase;
export const JsapiOrder = OrderBase.extend({
  payer: z.object(
    { openid: z.string().min(1, 'payer.openid 不能为空').max(128) },
    { error: 'JSAPI 下单须提供 payer.openid' },
  ),
});
export const H5Order = OrderBase.extend({
  scene_info: z.object(
    {
      payer_client_ip: z.string().min(1, 'scene_info.payer_client_ip 不能为空'),
      h5_info: z.object({ type: z.string().min(1) }, { error: 'H5 下单须提供 scene_info.h5_info.type' }),
    },
    { error: 'H5 下单须提供 scene_info' },
  ),
});

export const CloseOrder = z.object({ mchid: z.string().min(1, 'mchid 不能为空') });

const outRefundNo = z.string().regex(/^[0-9A-Za-z_\-|*@]{1,64}$/, '商户退款单号应为 1-64 位数字、大小写字母或 _-|*@');

export const CreateRefund = z.object({
  transaction_id: z.string().min(1).max(32).optional(),
  out_trade_no: outTradeNo.optional(),
  out_refund_no: outRefundNo,
  reason: z.string().max(80, 'reason 最多 80 个字符').optional(),
  notify_url: notifyUrl.optional(),
  funds_account: z.string().optional(),
  amount: z.object({ refund: fen, total: fen, currency: z.string({ error: 'amount.currency 不能为空' }) }),
});

export const AbnormalRefund = z.object({
  out_refund_no: outRefundNo,
  type: z.enum(['USER_BANK_CARD', 'MERCHANT_BANK_CARD'], { error: 'type 只能是 USER_BANK_CARD 或 MERCHANT_BANK_CARD' }),
  bank_type: z.string().optional(),
  bank_account: z.string().optional(),
  real_name: z.string().optional(),
});

export const TradeBillQuery = z.object({
  bill_date: z.string({ error: 'bill_date 不能为空' }).refine(isCalendarDate, 'bill_date 格式应为 YYYY-MM-DD'),
  bill_type: z.enum(['ALL', 'SUCCESS', 'REFUND'], { error: 'bill_type 只能是 ALL、SUCCESS 或 REFUND' }).default('ALL'),
  tar_type: z.literal('GZIP', { error: 'tar_type 只能是 GZIP' }).optional(),
});
