import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { decimalText } from '../charging/charging.schemas';
import { Day, Id, LineCategory, LineSettleType, Money, Payment, PersonName, Reason, Remark, Tenders } from './settlement.schemas';

const tag = 'settlement';
const roles: readonly Role[] = ['emp', 'sa'];

// 收银台 (charging/settle/normal, mid-month, other, prepay, special): a house's open lines with
// their late fees, its accounts, and the payments that settle or refund them. Every write is one
// transaction: the payment, its tenders, allocations, account entries and receipt, or nothing.

export const CounterHouseInput = z.object({
  houseId: Id,
  /** Late fees accrue through this day; default today in China. */
  asOf: Day.optional(),
});
export const CounterLine = z.object({
  id: z.number(),
  itemId: z.number(),
  itemName: z.string(),
  category: LineCategory,
  period: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  dueDate: z.string(),
  net: Money,
  open: Money,
  /** 逾期天数: days past the due date as of asOf (the domain's daysOverdue, as every arrears screen shows it). */
  daysOverdue: z.number(),
  /** Days the late fee counts (after the grace days) and the fee on the whole open part. */
  lateDays: z.number(),
  lateFee: Money,
  lateWaived: z.boolean(),
  prepayAllowed: z.boolean(),
  /**
   * The late-fee terms the fee came from (null: none, or waived) and the item's priority within a
   * due date, so the counter previews a part payment with the domain's allocatePayment exactly as
   * the server settles it. Optional: a server that leaves them out gets a preview derived from lateFee.
   */
  /** `from`: a 期初 line's own late-fee start (违约金起算日), which replaces due date + grace. */
  late: z.object({ ratePerDay: z.string(), graceDays: z.number(), capRatio: z.string().nullable(), from: z.string().nullable().optional() }).nullable().optional(),
  priority: z.number().optional(),
  /** A reversal or adjustment waits for its audit: the line cannot be settled until then. */
  locked: z.boolean(),
  /** The open online order (线上支付单) holding the line: the counter cannot settle it until that order is paid or closed. */
  heldBy: z.number().nullable(),
});
export const CounterHouse = z.object({
  asOf: z.string(),
  house: z.object({
    id: z.number(),
    code: z.string(),
    name: z.string(),
    estateId: z.number(),
    estateName: z.string(),
    buildingName: z.string().nullable(),
    ownerName: z.string().nullable(),
    ownerPhone: z.string().nullable(),
  }),
  lines: z.array(CounterLine),
  accounts: z.object({
    prepay: Money,
    change: Money,
    deposits: z.array(z.object({ itemId: z.number(), itemName: z.string(), balance: Money })),
  }),
  totals: z.object({ open: Money, lateFee: Money, due: Money }),
  /** Distinct open months of regular lines and the instalment counts that divide them (spec §9). */
  instalments: z.object({ monthsOpen: z.number(), options: z.array(z.number()) }),
  /** The number the next receipt of this estate will take (if no one else takes it first). */
  nextReceiptNo: z.string(),
});

/**
 * Settle lines. `lineIds`: the lines chosen (default every open line of the type's category),
 * settled oldest due first with their late fees; `total` is the money handed over and must equal
 * Σ tenders; what is left after the lines goes where `overpayTo` says: the pre-payment, 存零, or
 * back to the payer as 找零 (`payer`: cash only; the payment keeps what is due and records 实收
 * and 找零). With `usePrepay`, the pre-payment is offset first against lines whose item allows it.
 */
export const PayInput = z.object({
  houseId: Id,
  settleType: LineSettleType,
  lineIds: z.array(Id).min(1, '请选择费用').max(500, '一次最多500条费用').optional(),
  total: decimalText('收款金额', 2),
  tenders: Tenders,
  usePrepay: z.boolean().default(false),
  /** prepay: 转预交款; change: 存零 (the 存零 account); payer: 找零, handed back in cash. */
  overpayTo: z.enum(['prepay', 'change', 'payer'], { error: '多收款去向不正确' }).default('prepay'),
  /** What the cashier saw as due for the chosen lines: a changed figure refuses the payment. */
  expectedDue: decimalText('应收金额', 2).optional(),
  payerName: PersonName.optional(),
  remark: Remark.optional(),
  /** 托收: the bank's batch reference (required). */
  batchRef: z.string().trim().max(60).optional(),
  asOf: Day.optional(),
});
/** 预交: money into the house's pre-payment, optionally offset at once against its open lines. */
export const PrepayInput = z.object({
  houseId: Id,
  total: decimalText('预交金额', 2, { positive: true }),
  tenders: Tenders,
  offset: z.boolean().default(false),
  payerName: PersonName.optional(),
  remark: Remark.optional(),
});
/** 收押: a deposit of a deposit item (装修押金 …) held for the house. */
export const DepositInput = z.object({
  houseId: Id,
  itemId: Id,
  total: decimalText('押金金额', 2, { positive: true }),
  tenders: Tenders,
  payerName: PersonName.optional(),
  remark: Remark.optional(),
});
/** 委付: money collected for a principal (委收 items) paid over to it. */
export const AgencyPayoutInput = z.object({
  estateId: Id,
  itemId: Id,
  amount: decimalText('委付金额', 2, { positive: true }),
  tenders: Tenders,
  payeeName: PersonName.optional(),
  reason: Reason,
});
/** 冲红: reverse a payment in full; its receipt is voided and keeps its number. */
export const ReversePaymentInput = z.object({
  paymentId: Id,
  reason: Reason,
});
export const WaiveInput = z.object({ lineId: Id, reason: Reason });
export const AgencyBalanceInput = z.object({ estateId: Id });
export const AgencyBalance = z.object({
  rows: z.array(z.object({ itemId: z.number(), itemName: z.string(), collected: Money, paidOver: Money, balance: Money })),
});

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/settle${path}`, input, output, auth: 'session', roles, rights, summary, tag });

/** The counter screens of 收费结算 that take money for bill lines. */
const PAYING = writes('charge_settle-normal', 'charge_settle-mid-month', 'charge_settle-other', 'charge_settle-special');

export const counterEndpoints = {
  counterHouse: post('/counter/house', CounterHouseInput, CounterHouse, '收银台：房屋的未结费用（含违约金）、账户余额、分期选项与下一收据号', reads('charge_settle-normal', 'charge_settle-mid-month', 'charge_settle-other', 'charge_settle-prepay', 'charge_settle-special')),
  pay: post('/pay', PayInput, Payment, '收款：结算所选费用（最早到期优先，违约金随本金），多种结算方式，多收转预交；同一费用并发收款只有一笔成功', PAYING),
  prepay: post('/prepay', PrepayInput, Payment, '预交：收取预交款，可立即冲抵允许冲抵的欠费', writes('charge_settle-prepay')),
  deposit: post('/deposit', DepositInput, Payment, '收押：收取押金', writes('charge_settle-prepay')),
  agencyPayout: post('/agency-payout', AgencyPayoutInput, Payment, '委付：把委收款付给委托方（不超过已收未付）', writes('charge_settle-other')),
  agencyBalance: post('/agency-balance', AgencyBalanceInput, AgencyBalance, '楼盘委收项目的已收、已付与余额', reads('charge_settle-other')),
  reverse: post('/reverse', ReversePaymentInput, Payment, '冲红：整笔冲销一次结算（负数结算），费用回到待收费，收据作废保留号码', writes('charge_settle-normal', 'charge_settle-mid-month', 'charge_settle-other', 'charge_settle-prepay', 'charge_settle-special')),
  waiveLateFee: post('/waive-late-fee', WaiveInput, z.object({ lineId: z.number(), waived: z.literal(true) }), '减免违约金：该费用不再计违约金（需填写原因）', PAYING),
};

export type CounterHouseData = z.output<typeof CounterHouse>;
export type PaymentData = z.output<typeof Payment>;
