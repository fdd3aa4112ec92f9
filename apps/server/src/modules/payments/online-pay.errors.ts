import { AppError, conflict, notFound } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';
import { WechatpayApiError, WechatpayNetworkError } from './wechatpay-client';

// 线上支付's refusals: dotted codes and their Chinese messages.

registerConstraint('pay_order_lines_held_unique', 409, 'pay.line_held', '所选费用正在线上支付中，请等待支付完成或先关闭支付单');

export const payErrors = {
  off: () => conflict('pay.off', '未配置微信支付商户，不能线上收款'),
  notFound: () => notFound('支付单不存在', 'pay.not_found'),
  linkNotFound: () => notFound('收款链接不存在或已失效', 'pay.link_not_found'),
  notOpen: (state: string) => conflict('pay.not_open', state === 'paid' ? '支付单已支付' : '支付单已关闭'),
  linkExpired: () => conflict('pay.link_expired', '收款链接已过期，请联系物业重新发送'),
  dueChanged: (amount: string) => conflict('pay.due_changed', `应收金额已变化（现为${amount}元），请刷新后重试`),
  /** The vendor refused or could not be reached: 502 with its words, nothing of ours half-written. */
  vendor: (error: unknown) => new AppError(502, 'pay.vendor', `微信支付${vendorWords(error)}`),
};

/** What the vendor said, for a person: its message, or that it did not answer. */
export function vendorWords(error: unknown): string {
  if (error instanceof WechatpayApiError) return `拒绝：${error.message}（${error.code}）`;
  if (error instanceof WechatpayNetworkError) return error.kind === 'timeout' ? '未在规定时间内应答' : '无法连接';
  return `出错：${error instanceof Error ? error.message : String(error)}`;
}
