// The trade bill file (交易账单, payments note §5) read into typed rows; amounts stay yuan decimal text.

/** A downloaded bill whose SHA1 differs from the one WeChat announced, or a file that is not a trade bill. */
export class WechatpayBillError extends Error {
  override name = 'WechatpayBillError';
}

/** One detail row of a trade bill; amounts are yuan decimal text as the bill writes them (手续费 with 5 decimals). */
export interface TradeBillRow {
  /** `YYYY-MM-DD HH:mm:ss`, China time: 支付成功时间 for a payment, 退款受理时间 for a refund. */
  tradeTime: string;
  appid: string;
  mchid: string;
  subMchid: string;
  deviceInfo: string;
  transactionId: string;
  outTradeNo: string;
  openid: string;
  tradeType: string;
  /** SUCCESS for a payment row, REFUND for a refund row. */
  tradeState: string;
  bankType: string;
  currency: string;
  /** 应结订单金额 (0.00 on a refund row). */
  settlementTotal: string;
  couponAmount: string;
  refundId?: string;
  outRefundNo?: string;
  refundAmount?: string;
  rechargeCouponRefund?: string;
  refundType?: string;
  refundStatus?: string;
  /** REFUND bills only. */
  refundRequestTime?: string;
  refundSuccessTime?: string;
  description: string;
  attach: string;
  /** 手续费, negative on a refund row. */
  fee: string;
  /** `0.60%`. */
  feeRate: string;
  orderAmount: string;
  requestedRefund?: string;
  feeRemark: string;
}

export interface TradeBillSummary {
  count: number;
  settlementTotal: string;
  refundTotal?: string;
  rechargeCouponRefundTotal?: string;
  feeTotal: string;
  orderTotal: string;
  requestedRefundTotal?: string;
}

export interface TradeBill {
  rows: TradeBillRow[];
  summary: TradeBillSummary;
}

const ROW_COLUMNS: Record<string, keyof TradeBillRow> = {
  交易时间: 'tradeTime',
  公众账号ID: 'appid',
  商户号: 'mchid',
  特约商户号: 'subMchid',
  设备号: 'deviceInfo',
  微信订单号: 'transactionId',
  商户订单号: 'outTradeNo',
  用户标识: 'openid',
  交易类型: 'tradeType',
  交易状态: 'tradeState',
  付款银行: 'bankType',
  货币种类: 'currency',
  应结订单金额: 'settlementTotal',
  代金券金额: 'couponAmount',
  退款申请时间: 'refundRequestTime',
  退款成功时间: 'refundSuccessTime',
  微信退款单号: 'refundId',
  商户退款单号: 'outRefundNo',
  退款金额: 'refundAmount',
  充值券退款金额: 'rechargeCouponRefund',
  退款类型: 'refundType',
  退款状态: 'refundStatus',
  商品名称: 'description',
  商户数据包: 'attach',
  手续费: 'fee',
  费率: 'feeRate',
  订单金额: 'orderAmount',
  申请退款金额: 'requestedRefund',
  费率备注: 'feeRemark',
};
const REQUIRED_ROW: (keyof TradeBillRow)[] = [
  'tradeTime',
  'outTradeNo',
  'tradeState',
  'settlementTotal',
  'fee',
  'orderAmount',
];
const AMOUNT_ROW: (keyof TradeBillRow)[] = [
  'settlementTotal',
  'couponAmount',
  'refundAmount',
  'rechargeCouponRefund',
  'fee',
  'orderAmount',
  'requestedRefund',
];
const SUMMARY_COLUMNS: Record<string, keyof TradeBillSummary> = {
  总交易单数: 'count',
  应结订单总金额: 'settlementTotal',
  退款总金额: 'refundTotal',
  充值券退款总金额: 'rechargeCouponRefundTotal',
  手续费总金额: 'feeTotal',
  订单总金额: 'orderTotal',
  申请退款总金额: 'requestedRefundTotal',
};
const DECIMAL = /^-?\d+(\.\d+)?$/;

/** A data line's fields: each starts with a backquote, so `,\`` separates them (a comma inside a name stays). */
function fields(line: string): string[] {
  if (!line.startsWith('`')) throw new WechatpayBillError(`账单数据行应以反引号开头：${line.slice(0, 40)}`);
  return line.slice(1).split(',`');
}

/**
 * Reads a trade bill file (payments note §5): the detail header, detail rows, the summary header (starting
 * 总交易单数) and one summary row; data fields carry a leading backquote. Columns are found by their names,
 * so ALL (27 columns), SUCCESS (20) and REFUND (29) bills all read. Amounts stay decimal text.
 */
export function parseTradeBill(text: string): TradeBill {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const summaryAt = lines.findIndex((l) => l.startsWith('总交易单数'));
  if (lines.length < 3 || summaryAt < 1 || summaryAt !== lines.length - 2)
    throw new WechatpayBillError('不是交易账单格式（缺少表头或汇总行）');
  const header = (lines[0] ?? '').split(',');
  const rows = lines.slice(1, summaryAt).map((line, i) => {
    const values = fields(line);
    if (values.length !== header.length)
      throw new WechatpayBillError(
        `账单第 ${String(i + 2)} 行有 ${String(values.length)} 列，表头 ${String(header.length)} 列`,
      );
    const row: Partial<Record<keyof TradeBillRow, string>> = {};
    header.forEach((name, j) => {
      const key = ROW_COLUMNS[name];
      if (key) row[key] = values[j] ?? '';
    });
    for (const key of REQUIRED_ROW) if (row[key] === undefined) throw new WechatpayBillError(`账单缺少列：${key}`);
    for (const key of AMOUNT_ROW) {
      const v = row[key];
      if (v !== undefined && !DECIMAL.test(v)) throw new WechatpayBillError(`账单第 ${String(i + 2)} 行金额无效：${v}`);
    }
    return { deviceInfo: '', subMchid: '', attach: '', feeRemark: '', ...row } as TradeBillRow;
  });
  const summaryHeader = (lines[summaryAt] ?? '').split(',');
  const summaryValues = fields(lines[summaryAt + 1] ?? '');
  const summary: Partial<Record<keyof TradeBillSummary, string>> = {};
  summaryHeader.forEach((name, j) => {
    const key = SUMMARY_COLUMNS[name];
    const value = summaryValues[j];
    if (!key || value === undefined) return;
    if (!DECIMAL.test(value)) throw new WechatpayBillError(`账单汇总 ${name} 无效：${value}`);
    summary[key] = value;
  });
  const { count, settlementTotal, feeTotal, orderTotal } = summary;
  if (count === undefined || !/^\d+$/.test(count) || !settlementTotal || !feeTotal || !orderTotal)
    throw new WechatpayBillError('账单汇总行不完整');
  return { rows, summary: { ...summary, count: Number(count), settlementTotal, feeTotal, orderTotal } };
}
