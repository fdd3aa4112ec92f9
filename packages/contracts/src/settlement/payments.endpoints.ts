import { z } from 'zod';
import { reads, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import { PageQuery, pageOf } from '../core/paging';
import { ExportPurpose } from '../records/records.endpoints';
import { Day, Id, Money, Payment, PaymentRow, SettleMethod, SettleType, SumRow } from './settlement.schemas';

const tag = 'settlement';
const roles: readonly Role[] = ['emp', 'sa'];

// Payments, receipts and the settlement reports: 结算汇总 (charging/settle/summary), 收费日报
// (charging/reports/daily), 收费信息查询 (search/panel/billing), 退费明细 (/api/settle/tf-detail)
// and 特服结算 (/api/settle/special). Every figure is summed from the payment rows, live.

export const PaymentQuery = PageQuery.extend({
  estateId: Id.optional(),
  houseId: Id.optional(),
  dateFrom: Day.optional(),
  dateTo: Day.optional(),
  settleType: SettleType.optional(),
  method: SettleMethod.optional(),
  cashierId: Id.optional(),
  /** Receipt number, house code or name, or payer. */
  q: z.string().trim().check(maxChars(50)).optional(),
});
export const PaymentPage = pageOf(PaymentRow).extend({ sumTotal: Money });

/** A receipt as printed: 收据 with the company, house, payer, lines, tenders and the total in figures and capital numerals. */
export const ReceiptSheet = z.object({
  receiptId: z.number(),
  number: z.string(),
  /** 1 for the original; a reprint is a copy (副本) with its copy number. */
  copyNo: z.number(),
  copy: z.boolean(),
  voided: z.boolean(),
  voidReason: z.string().nullable(),
  companyName: z.string(),
  estateName: z.string(),
  houseName: z.string().nullable(),
  payerName: z.string().nullable(),
  settleTypeName: z.string(),
  lines: z.array(z.object({ itemName: z.string(), period: z.string(), principal: Money, lateFee: Money, amount: Money })),
  /** Money into or out of the house's accounts (预交款, 押金, 存零), one row per account moved. */
  accounts: z.array(z.object({ summary: z.string(), amount: Money })),
  tenders: z.array(z.object({ methodName: z.string(), amount: Money, reference: z.string().nullable() })),
  total: Money,
  totalInWords: z.string(),
  /** 实收 and 找零 when change was given back (null otherwise). */
  received: Money.nullable(),
  changeGiven: Money.nullable(),
  cashierName: z.string().nullable(),
  issuedAt: z.string(),
  printedAt: z.string(),
  remark: z.string().nullable(),
});

export const RefundQuery = PageQuery.extend({ estateId: Id.optional(), houseId: Id.optional(), dateFrom: Day.optional(), dateTo: Day.optional() });
export const RefundRow = z.object({
  id: z.number(),
  receiptNo: z.string().nullable(),
  houseId: z.number().nullable(),
  houseName: z.string().nullable(),
  settleType: SettleType,
  settleTypeName: z.string(),
  /** Paid back: negative. */
  amount: Money,
  methods: z.string(),
  reason: z.string().nullable(),
  /** 冲红: the receipt number of the payment reversed. */
  reversedReceiptNo: z.string().nullable(),
  cashierName: z.string().nullable(),
  createdAt: z.string(),
});

export const SpecialQuery = PageQuery.extend({
  estateId: Id.optional(),
  houseId: Id.optional(),
  /** open: still owed; paid: settled in full; all */
  state: z.enum(['open', 'paid', 'all'], { error: '状态不正确' }).default('open'),
});
export const SpecialRow = z.object({
  lineId: z.number(),
  houseId: z.number(),
  houseName: z.string(),
  itemName: z.string(),
  dispatchId: z.number().nullable(),
  period: z.string(),
  dueDate: z.string(),
  net: Money,
  open: Money,
  /** The latest receipt that paid it. */
  receiptNo: z.string().nullable(),
  paidAt: z.string().nullable(),
});

export const ReportQuery = z.object({
  estateId: Id.optional(),
  dateFrom: Day,
  dateTo: Day,
});
export const SummaryQuery = ReportQuery.extend({
  groupBy: z.enum(['day', 'estate', 'item', 'method', 'cashier', 'type'], { error: '汇总方式不正确' }).default('day'),
});
/**
 * By item, what reconciles the items (what payments settled of bill lines) to the total (what the
 * counter took in): 预交款转入, 预交款冲抵 (negative), 预交款退付, 收押, 退押, 存零转入, 存零退付, 委付, keyed
 * prepay-in, prepay-offset, prepay-out, deposit-in, deposit-out, change-in, change-out, agency-out;
 * only those with entries. Σ item rows + Σ reconciling = total, to the fen.
 */
const Reconciling = z.array(SumRow);
/** `reconciling` is filled for groupBy item only (every other grouping splits the total itself). */
export const SummaryReport = z.object({ rows: z.array(SumRow), reconciling: Reconciling, total: SumRow });
/** 收费日报: one range summed by day, estate, item (principal + late fee), tender and cashier. */
export const DailyReport = z.object({
  dateFrom: z.string(),
  dateTo: z.string(),
  byDay: z.array(SumRow),
  byEstate: z.array(SumRow),
  byItem: z.array(SumRow),
  /** The rows after byItem that bring it to the total (see Reconciling). */
  reconciling: Reconciling,
  byMethod: z.array(SumRow),
  byCashier: z.array(SumRow),
  byType: z.array(SumRow),
  total: SumRow,
});

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/settle${path}`, input, output, auth: 'session', roles, rights, summary, tag });
const raw = <I extends z.ZodType>(method: 'GET' | 'POST', path: string, input: I, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method, path: `/api/settle${path}`, input, output: z.null(), raw: true, auth: 'session', roles, rights, summary, tag });

/** Where a settlement and its receipt are shown: the counter screens, 结算汇总 and the house panels. */
const SETTLEMENT_READERS = reads(
  'charge_settle-normal',
  'charge_settle-mid-month',
  'charge_settle-other',
  'charge_settle-prepay',
  'charge_settle-special',
  'charge_settle-summary',
  'customer_panel-billing',
  'data_named-index',
);

export const paymentEndpoints = {
  listPayments: post('/payments/list', PaymentQuery, PaymentPage, '结算记录分页（含合计）', SETTLEMENT_READERS),
  exportPayments: raw('POST', '/payments/export', PaymentQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape), '导出结算记录（Excel）', SETTLEMENT_READERS),
  getPayment: defineEndpoint({ method: 'GET', path: '/api/settle/payments/:id', input: z.object({ id: Id }), output: Payment, auth: 'session', rights: SETTLEMENT_READERS, roles, summary: '结算详情：结算方式、分配到的费用、账户变动与收据', tag }),
  printReceipt: post('/receipts/:id/print', z.object({ id: Id }), ReceiptSheet, '打印收据：记录一次打印，第二次起为副本', SETTLEMENT_READERS),
  receiptPdf: raw('GET', '/receipts/:id/pdf', z.object({ id: Id }), '收据 PDF（记录一次打印，第二次起标注副本）', SETTLEMENT_READERS),
  tfDetail: post('/tf-detail', RefundQuery, pageOf(RefundRow).extend({ sumAmount: Money }), '退费明细：退押、退预交款、经付、委付、退存零款、退房预交与冲红', reads('charge_settle-summary')),
  special: post('/special', SpecialQuery, pageOf(SpecialRow).extend({ sumOpen: Money }), '特服结算：特约服务费用及其收款', reads('charge_settle-special', 'charge_settle-summary')),
  summary: post('/summary', SummaryQuery, SummaryReport, '结算汇总：按日、楼盘、项目、结算方式、收费员或结算类型', reads('charge_settle-summary')),
  daily: post('/daily', ReportQuery, DailyReport, '收费日报：按日、楼盘、项目、结算方式与收费员', reads('charge_reports-daily')),
  exportDaily: raw('POST', '/daily/export', ReportQuery.extend(ExportPurpose.shape), '导出收费日报（Excel，每种汇总一张表）', reads('charge_reports-daily')),
};
