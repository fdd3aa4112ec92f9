import { z } from 'zod';
import { RECON_DAY_STATES, RECON_ITEM_STATES, RECON_KINDS, RECON_RESOLUTIONS } from '@pm/domain';
import { businessDay } from '../core/calendar';
import { defineEndpoint, type Role } from '../core/endpoint';
import { integer } from '../core/integers';
import { reads, writes } from '../core/rights';
import { maxChars } from '../core/text';
import { ExportPurpose } from '../records/records.endpoints';
import { Id, Money } from '../settlement/settlement.schemas';

// 线上对账 (issue 30): each day the vendor's trade bill is matched against the online payments and refunds we
// recorded; a company sees its part of each day (its orders' rows, and unknown rows whose attach names it), the
// differences with what to do about each, and once a day is 平 the voucher that moves the money to the bank.
// docs/decisions.md "线上对账".

const tag = 'online-pay';
const roles: readonly Role[] = ['emp', 'sa'];
const SUMMARY = 'charge_settle-summary' as const;

export const ReconKind = z.enum(RECON_KINDS, { error: '差异类型不正确' });
export const ReconDayState = z.enum(RECON_DAY_STATES);
export const ReconItemState = z.enum(RECON_ITEM_STATES, { error: '处理状态不正确' });
export const ReconResolution = z.enum(RECON_RESOLUTIONS);
const BillDate = businessDay('-', '账单');
/** A fee as the bill writes it: yuan with 5 decimals. */
const Fee = z.string().regex(/^-?\d+\.\d{5}$/);

/** A company's part of one bill day. */
export const ReconDay = z.object({
  billDate: z.string(),
  /** waiting 未出账单, failed 获取失败, differences 有差异, balanced 平 (for this company). */
  state: ReconDayState,
  /** Σ rows of the bill agree with its summary row; null before a bill was read. */
  summaryOk: z.boolean().nullable(),
  billPayments: z.number().int(),
  billPaymentTotal: Money,
  billRefunds: z.number().int(),
  billRefundTotal: Money,
  /** Σ the rows' 手续费 (5 decimals) and that rounded once to the fen (what the voucher books). */
  fee: Fee,
  feeRounded: Money,
  ourPayments: z.number().int(),
  ourPaymentTotal: Money,
  ourRefunds: z.number().int(),
  ourRefundTotal: Money,
  items: z.number().int(),
  openItems: z.number().int(),
  voucher: z.object({ id: z.number(), label: z.string(), period: z.string() }).nullable(),
  /** Why the settlement voucher of a balanced day was not written (no book, period closed, a subject missing). */
  voucherError: z.string().nullable(),
  fetchedAt: z.string().nullable(),
  reconciledAt: z.string().nullable(),
  /** Why the bill could not be had or read, or that it is not ready yet. */
  error: z.string().nullable(),
  /** A run of the day is queued or running. */
  running: z.boolean(),
});
export type ReconDay = z.output<typeof ReconDay>;

export const ReconItem = z.object({
  id: z.number(),
  billDate: z.string(),
  kind: ReconKind,
  kindName: z.string(),
  outTradeNo: z.string(),
  outRefundNo: z.string().nullable(),
  transactionId: z.string().nullable(),
  orderId: z.number().nullable(),
  refundId: z.number().nullable(),
  /** The order's house, when the difference is one of our orders. */
  houseName: z.string().nullable(),
  /** Ours and the bill's amount (元); for a fee difference the expected and the billed fee, 5 decimals. */
  ours: z.string().nullable(),
  theirs: z.string().nullable(),
  billTime: z.string().nullable(),
  /** The day our row is dated when it is not the bill's. */
  ourDay: z.string().nullable(),
  detail: z.string().nullable(),
  state: ReconItemState,
  resolution: ReconResolution.nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  note: z.string().nullable(),
});
export type ReconItem = z.output<typeof ReconItem>;

export const ReconDayQuery = z.object({
  from: BillDate.optional(),
  to: BillDate.optional(),
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(100).default(31)),
});
export const ReconDayPage = z.object({ total: z.number(), page: z.number(), size: z.number(), rows: z.array(ReconDay) });

const ItemFilter = z.object({ billDate: BillDate, state: ReconItemState.optional(), kind: ReconKind.optional() });
export const ReconItemQuery = ItemFilter.extend({
  page: integer(z.number().int().min(1).default(1)),
  size: integer(z.number().int().min(1).max(500).default(50)),
});
export const ReconItemPage = z.object({ day: ReconDay, total: z.number(), page: z.number(), size: z.number(), rows: z.array(ReconItem) });

export const ResolveReconItemInput = z.object({
  id: Id,
  note: z.string({ error: '请输入处理说明' }).trim().min(1, '请输入处理说明').check(maxChars(200)),
});
export const RunReconInput = z.object({ billDate: BillDate });
export const ReconRun = z.object({ jobId: z.number(), billDate: z.string() });

const session = <I extends z.ZodType, O extends z.ZodType>(method: 'GET' | 'POST', path: string, input: I, output: O, summary: string, rights: ReturnType<typeof reads>) =>
  defineEndpoint({ method, path: `/api/pay/recon${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const reconEndpoints = {
  listReconDays: session('GET', '/days', ReconDayQuery, ReconDayPage, '线上对账：按账单日的对账结果（本公司部分：账单与本系统的笔数金额、手续费、差异、结算凭证）', reads(SUMMARY)),
  listReconItems: session('GET', '/days/:billDate/items', ReconItemQuery, ReconItemPage, '线上对账：一天的差异明细（长款、短款、金额不符、退款差异、手续费差异）', reads(SUMMARY)),
  resolveReconItem: session('POST', '/items/:id/resolve', ResolveReconItemInput, ReconItem, '线上对账：差异处理完毕，填写处理说明；当天本公司差异处理完即生成结算凭证', writes(SUMMARY)),
  runRecon: session('POST', '/runs', RunReconInput, ReconRun, '线上对账：重新对账一天（下载交易账单并核对，作业）；已处理的差异保留', writes(SUMMARY)),
  exportReconItems: defineEndpoint({
    method: 'POST',
    path: '/api/pay/recon/days/:billDate/items/export',
    input: ItemFilter.extend(ExportPurpose.shape),
    output: z.null(),
    raw: true,
    auth: 'session',
    roles,
    rights: reads(SUMMARY),
    summary: '线上对账：导出一天的差异明细（Excel）',
    tag,
  }),
};
