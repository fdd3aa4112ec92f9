import { LATE_MONEY_DESTINATIONS, ONLINE_METHODS, ONLINE_SETTLE_TYPES, PAY_CLOSE_REASONS, PAY_ORDER_STATES, PAY_REFUND_STATES, PAY_TRADE_TYPES } from '@pm/domain';
import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import { flag, integer } from '../core/integers';
import { reads, writes } from '../core/rights';
import { decimalText } from '../charging/charging.schemas';
import { Day, Id, Money } from '../settlement/settlement.schemas';

// 线上支付 (issue 30): settle methods 6 微信线上 (a QR code the payer scans at the counter) and 10 企业微信 (a
// collection link a staff member sends to an owner) through WeChat Pay. An order holds the lines it pays until it
// is paid or closed; the vendor's notification or a query settles it once, with the receipt. docs/decisions.md
// "线上支付".

const tag = 'online-pay';
const roles: readonly Role[] = ['emp', 'sa'];
/** The counter screens that take money for bill lines (as 收款). */
const PAYING = ['charge_settle-normal', 'charge_settle-mid-month', 'charge_settle-other', 'charge_settle-special'] as const;

export const PayOrderMethod = z.enum(ONLINE_METHODS, { error: '线上结算方式只能是微信线上或企业微信' });
export const PayOrderState = z.enum(PAY_ORDER_STATES);
export const PayOrderCloseReason = z.enum(PAY_CLOSE_REASONS);

export const CreatePayOrderInput = z.object({
  houseId: Id,
  /** 1 收费, 4 特服, 5 委收, 6 其他: which lines (default every open line of the type's category not held elsewhere). */
  settleType: z.enum(ONLINE_SETTLE_TYPES, { error: '结算类型不正确' }).default('1'),
  lineIds: z.array(Id).min(1, '请选择费用').max(500, '一次最多选择500条费用').optional(),
  method: PayOrderMethod,
  /** What the cashier saw as due: a changed figure refuses the order. */
  expectedDue: decimalText('应收金额', 2).optional(),
});

export const PayOrderLine = z.object({ lineId: z.number(), itemName: z.string(), period: z.string(), principal: Money, lateFee: Money });

export const PayOrder = z.object({
  id: z.number(),
  estateId: z.number(),
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  settleType: z.string(),
  method: PayOrderMethod,
  methodName: z.string(),
  tradeType: z.enum(PAY_TRADE_TYPES),
  outTradeNo: z.string(),
  description: z.string(),
  amount: Money,
  principal: Money,
  lateFee: Money,
  /** Late fees counted to this day. */
  asOf: z.string(),
  state: PayOrderState,
  closeReason: PayOrderCloseReason.nullable(),
  /** 收款码: what the QR code encodes (method 6, while open). */
  codeUrl: z.string().nullable(),
  /** 收款链接: the owner's page, a path of this site (method 10). */
  linkPath: z.string().nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  closedAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  transactionId: z.string().nullable(),
  paymentId: z.number().nullable(),
  receiptNo: z.string().nullable(),
  /** Paid after it was closed (or its lines were paid otherwise): what could not settle went to 预交款. */
  late: z.boolean(),
  /** The vendor's last refusal or failure, in words. */
  error: z.string().nullable(),
  lines: z.array(PayOrderLine),
});
export type PayOrder = z.output<typeof PayOrder>;

export const PayOrderIdInput = z.object({
  id: Id,
  /** Ask the vendor now when the order is still open (the screen's 刷新; at most every few seconds). */
  refresh: flag().optional(),
});

export const PayOrderQuery = z.object({
  houseId: Id.optional(),
  state: PayOrderState.optional(),
  method: PayOrderMethod.optional(),
  from: Day.optional(),
  to: Day.optional(),
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
});
export const PayOrderPage = z.object({ total: z.number(), page: z.number(), size: z.number(), rows: z.array(PayOrder) });

export const PaySettings = z.object({
  orderMinutes: z.number(),
  linkHours: z.number(),
  lateMoney: z.enum(LATE_MONEY_DESTINATIONS),
  /** Whether a merchant account is configured (online payment is off without one). */
  enabled: z.boolean(),
  updatedAt: z.string().nullable(),
});
export const PaySettingsInput = z.object({
  orderMinutes: z.number({ error: '请输入收款码有效分钟数' }).int('收款码有效分钟数须为整数').min(5, '收款码有效期至少5分钟').max(120, '收款码有效期最多120分钟'),
  linkHours: z.number({ error: '请输入收款链接有效小时数' }).int('收款链接有效小时数须为整数').min(1, '收款链接有效期至少1小时').max(168, '收款链接有效期最多168小时'),
  lateMoney: z.enum(LATE_MONEY_DESTINATIONS, { error: '请选择逾期到账款的去向' }),
});

/** What the owner's page shows of a 收款链接: no staff data, no other houses. */
export const PayLink = z.object({
  estateName: z.string(),
  houseName: z.string(),
  description: z.string(),
  amount: Money,
  lines: z.array(z.object({ itemName: z.string(), period: z.string(), amount: Money })),
  state: PayOrderState,
  expiresAt: z.string(),
  paidAt: z.string().nullable(),
  receiptNo: z.string().nullable(),
});
export const PayLinkInput = z.object({ token: z.string().trim().min(16).max(40) });

export const PayRefundState = z.enum(PAY_REFUND_STATES);
/** 原路退回: an approved refund request sent back to the payer through WeChat Pay, followed to the vendor's final status. */
export const PayRefund = z.object({
  id: z.number(),
  orderId: z.number(),
  outTradeNo: z.string(),
  outRefundNo: z.string(),
  houseCode: z.string(),
  houseName: z.string(),
  amount: Money,
  reason: z.string(),
  /** sending 待发送 | processing 退款中 | success 已退款 | abnormal 退款异常 | closed 退款关闭 */
  state: PayRefundState,
  refundId: z.string().nullable(),
  requestId: z.number().nullable(),
  paymentId: z.number().nullable(),
  createdAt: z.string(),
  createdByName: z.string().nullable(),
  successAt: z.string().nullable(),
  error: z.string().nullable(),
  /** A closed refund sent again: the refund that replaced it. */
  retriedBy: z.number().nullable(),
});
export type PayRefund = z.output<typeof PayRefund>;
export const PayRefundQuery = z.object({
  state: PayRefundState.optional(),
  orderId: Id.optional(),
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(200).default(20)),
});
export const PayRefundPage = z.object({ total: z.number(), page: z.number(), size: z.number(), rows: z.array(PayRefund) });
/** The counter screens that pay refunds out (退款申请 and 审批). */
const REFUNDING = ['charge_settle-prepay', 'charge_settle-mid-month'] as const;

const session = <I extends z.ZodType, O extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  input: I,
  output: O,
  summary: string,
  rights: ReturnType<typeof reads>,
  who: readonly Role[] = roles,
) => defineEndpoint({ method, path: `/api/pay${path}`, input, output, auth: 'session', roles: who, rights, summary, tag });

export const onlinePayEndpoints = {
  createPayOrder: session('POST', '/orders', CreatePayOrderInput, PayOrder, '线上收款：为所选费用生成支付单（微信线上收款码或企业微信收款链接），支付单未结束前这些费用不能再收', writes(...PAYING)),
  // Polled every few seconds while a dialog or the owner's page is open: no loading bar, no notice per failed poll.
  getPayOrder: { ...session('GET', '/orders/:id', PayOrderIdInput, PayOrder, '支付单：状态、收款码或链接、到账后的结算与收据；refresh 时向微信支付查询', reads(...PAYING)), silent: true },
  listPayOrders: session('GET', '/orders', PayOrderQuery, PayOrderPage, '支付单列表（按房屋、状态、方式、日期）', reads(...PAYING)),
  closePayOrder: session('POST', '/orders/:id/close', z.object({ id: Id }), PayOrder, '关闭支付单：先在微信支付关单，已支付则按支付处理；关闭后费用可再收', writes(...PAYING)),
  getPaySettings: session('GET', '/settings', z.object({}), PaySettings, '线上收款设置：收款码与收款链接的有效期、逾期到账款的去向', reads(...PAYING, 'charge_settle-summary')),
  setPaySettings: session('PUT', '/settings', PaySettingsInput, PaySettings, '线上收款设置：修改有效期与逾期到账款的去向；记入系统日志', writes('charge_settle-summary'), ['sa', 'super']),
  listPayRefunds: session('GET', '/refunds', PayRefundQuery, PayRefundPage, '原路退回记录：已审批退回微信的退款及其在微信支付的状态', reads(...REFUNDING, ...PAYING)),
  retryPayRefund: session('POST', '/refunds/:id/retry', z.object({ id: Id }), PayRefund, '重新退款：微信支付关闭的退款以新的退款单号再次发送（同一笔已审批的退款，不重复记账）', writes(...REFUNDING)),
  getPayLink: defineEndpoint({ method: 'GET', path: '/api/pay/links/:token', input: PayLinkInput, output: PayLink, auth: 'public', silent: true, summary: '收款链接（业主页面）：房屋、费用与金额、状态', tag }),
  startPayLink: defineEndpoint({
    method: 'POST',
    path: '/api/pay/links/:token/pay',
    input: PayLinkInput,
    output: z.object({ h5Url: z.string() }),
    auth: 'public',
    summary: '收款链接：去支付（微信支付 H5 页面的地址）',
    tag,
  }),
};
