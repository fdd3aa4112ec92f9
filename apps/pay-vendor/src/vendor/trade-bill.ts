import { fenToFeeText, fenToYuan, basisPointsToRate, feeFen } from '../protocol/money';
import { chinaDateTime } from '../protocol/time';

// The trade bill file (交易账单): a header line, detail rows, a summary header, a summary row; comma
// separated; every detail and summary field starts with a backquote so Excel keeps long digits.
// Payments are dated by success_time, refunds by the time they were accepted, both in China time.

export type BillType = 'ALL' | 'SUCCESS' | 'REFUND';

export interface BillPaymentRow {
  kind: 'payment';
  at: number;
  appid: string;
  mchid: string;
  transactionId: string;
  outTradeNo: string;
  openid: string;
  tradeType: string;
  amountFen: number;
  description: string;
  attach: string;
  feeBasisPoints: number;
}

export interface BillRefundRow extends Omit<BillPaymentRow, 'kind'> {
  kind: 'refund';
  refundId: string;
  outRefundNo: string;
  refundFen: number;
  refundStatus: string;
  /** 退款成功时间 (REFUND bill only); undefined while not successful. */
  successAt: number | undefined;
}

export type BillRow = BillPaymentRow | BillRefundRow;

const ALL_HEADER = [
  '交易时间',
  '公众账号ID',
  '商户号',
  '特约商户号',
  '设备号',
  '微信订单号',
  '商户订单号',
  '用户标识',
  '交易类型',
  '交易状态',
  '付款银行',
  '货币种类',
  '应结订单金额',
  '代金券金额',
  '微信退款单号',
  '商户退款单号',
  '退款金额',
  '充值券退款金额',
  '退款类型',
  '退款状态',
  '商品名称',
  '商户数据包',
  '手续费',
  '费率',
  '订单金额',
  '申请退款金额',
  '费率备注',
];
const REFUND_ONLY = new Set([
  '微信退款单号',
  '商户退款单号',
  '退款金额',
  '充值券退款金额',
  '退款类型',
  '退款状态',
  '申请退款金额',
]);
const SUCCESS_HEADER = ALL_HEADER.filter((h) => !REFUND_ONLY.has(h));
const REFUND_HEADER = [...ALL_HEADER.slice(0, 14), '退款申请时间', '退款成功时间', ...ALL_HEADER.slice(14)];

const SUMMARY_HEADER = [
  '总交易单数',
  '应结订单总金额',
  '退款总金额',
  '充值券退款总金额',
  '手续费总金额',
  '订单总金额',
  '申请退款总金额',
];
const SUCCESS_SUMMARY_HEADER = ['总交易单数', '应结订单总金额', '手续费总金额', '订单总金额'];

/** The columns of one row by header name. */
function rowFields(row: BillRow): Record<string, string> {
  const payment = row.kind === 'payment';
  const fee = payment ? feeFen(row.amountFen, row.feeBasisPoints) : -feeFen(row.refundFen, row.feeBasisPoints);
  return {
    交易时间: chinaDateTime(row.at),
    公众账号ID: row.appid,
    商户号: row.mchid,
    特约商户号: '0',
    设备号: '',
    微信订单号: row.transactionId,
    商户订单号: row.outTradeNo,
    用户标识: row.openid,
    交易类型: row.tradeType,
    交易状态: payment ? 'SUCCESS' : 'REFUND',
    付款银行: 'OTHERS',
    货币种类: 'CNY',
    应结订单金额: payment ? fenToYuan(row.amountFen) : '0.00',
    代金券金额: '0.00',
    退款申请时间: payment ? '' : chinaDateTime(row.at),
    退款成功时间: payment || row.successAt === undefined ? '' : chinaDateTime(row.successAt),
    微信退款单号: payment ? '0' : row.refundId,
    商户退款单号: payment ? '0' : row.outRefundNo,
    退款金额: payment ? '0.00' : fenToYuan(row.refundFen),
    充值券退款金额: '0.00',
    退款类型: payment ? '' : 'ORIGINAL',
    退款状态: payment ? '' : row.refundStatus,
    商品名称: row.description,
    商户数据包: row.attach,
    // 0 fee on a refund row is written 0.00000, not -0.00000
    手续费: fenToFeeText(fee === 0 ? 0 : fee),
    费率: basisPointsToRate(row.feeBasisPoints),
    订单金额: payment ? fenToYuan(row.amountFen) : '0.00',
    申请退款金额: payment ? '0.00' : fenToYuan(row.refundFen),
    费率备注: '',
  };
}

const line = (fields: string[], tick: boolean) => `${fields.map((f) => (tick ? `\`${f}` : f)).join(',')}\n`;

/** The file for one bill type; rows in time order. Totals are summed in fen, fees as per-row rounded fen. */
export function buildTradeBill(rows: BillRow[], type: BillType): string {
  const chosen = rows
    .filter((r) => type === 'ALL' || (type === 'SUCCESS' ? r.kind === 'payment' : r.kind === 'refund'))
    .sort((a, b) => a.at - b.at);
  const header = type === 'ALL' ? ALL_HEADER : type === 'SUCCESS' ? SUCCESS_HEADER : REFUND_HEADER;
  let out = line(header, false);
  let settled = 0;
  let refunds = 0;
  let fees = 0;
  for (const row of chosen) {
    const fields = rowFields(row);
    out += line(
      header.map((h) => fields[h] ?? ''),
      true,
    );
    if (row.kind === 'payment') {
      settled += row.amountFen;
      fees += feeFen(row.amountFen, row.feeBasisPoints);
    } else {
      refunds += row.refundFen;
      fees -= feeFen(row.refundFen, row.feeBasisPoints);
    }
  }
  const summary: Record<string, string> = {
    总交易单数: String(chosen.length),
    应结订单总金额: fenToYuan(settled),
    退款总金额: fenToYuan(refunds),
    充值券退款总金额: '0.00',
    手续费总金额: fenToFeeText(fees),
    订单总金额: fenToYuan(settled),
    申请退款总金额: fenToYuan(refunds),
  };
  const summaryHeader = type === 'SUCCESS' ? SUCCESS_SUMMARY_HEADER : SUMMARY_HEADER;
  out += line(summaryHeader, false);
  out += line(
    summaryHeader.map((h) => summary[h] ?? ''),
    true,
  );
  return out;
}
