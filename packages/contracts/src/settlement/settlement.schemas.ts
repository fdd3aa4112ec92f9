import { REFUND_SETTLE_TYPES, SETTLE_ACCOUNT_KINDS, SETTLE_METHOD_CODES, SETTLE_TYPE_CODES } from '@pm/domain';
import { z } from 'zod';
import { maxChars } from '../core/text';
import { Day, decimalText, Id, Money } from '../charging/charging.schemas';

// Shared shapes of settlement (issue 12). Amounts travel as decimal text; negative amounts are
// money paid back (refunds, 冲红). Settle types and methods: dictionaries settle_type and
// settle_method (spec §9); what each type does is in docs/decisions.md ("Settle types").

export { Day, Id, Money };

/** settle_method of spec §9. */
export const SettleMethod = z.enum(SETTLE_METHOD_CODES, { error: '结算方式不正确' });
/** settle_type 1-14 (14: 冲红, the reversal of a payment). */
export const SettleType = z.enum(SETTLE_TYPE_CODES, { error: '结算类型不正确' });
/** The settle types that pay bill lines: 1 收费, 4 特服, 5 委收, 6 其他, 12 托收. */
export const LineSettleType = z.enum(['1', '4', '5', '6', '12'], { error: '结算类型不正确' });
/** The settle types that pay money back from a house's accounts: 7 退押, 8 退预交款, 9 经付, 11 退存零款, 13 退房预交. */
export const RefundSettleType = z.enum(REFUND_SETTLE_TYPES, { error: '结算类型不正确' });
/**
 * What a line is at the counter: regular (常规: house, parking, meter and shared lines), service
 * (特服: work orders), other (其他: one-off lines), agency (委收: pass-through items).
 */
export const LineCategory = z.enum(['regular', 'service', 'other', 'agency']);
/** A house's accounts: 预交款, 押金 (per deposit item), 存零; an estate's 代收. */
export const AccountKind = z.enum(SETTLE_ACCOUNT_KINDS);

export const TenderInput = z.object({
  method: SettleMethod,
  amount: decimalText('结算金额', 2, { positive: true }),
  /** The 收费账户 the money lands in (optional). */
  accountId: Id.optional(),
  /** A transfer's, card slip's or WeChat order's reference. */
  reference: z.string().trim().check(maxChars(60)).optional(),
});
export const Tenders = z.array(TenderInput).max(7, '结算方式最多7种');

export const Remark = z.string().trim().check(maxChars(200));
export const PersonName = z.string().trim().check(maxChars(50));
export const Reason = z.string({ error: '请输入原因' }).trim().min(1, '请输入原因').check(maxChars(200));

export const TenderRow = z.object({ method: z.string(), methodName: z.string(), amount: Money, accountName: z.string().nullable(), reference: z.string().nullable() });
export const AllocationRow = z.object({
  lineId: z.number(),
  itemName: z.string(),
  period: z.string(),
  principal: Money,
  lateFee: Money,
  lateDays: z.number(),
  /** cash | prepay (offset against the pre-payment) */
  source: z.string(),
});
export const EntryRow = z.object({ kind: AccountKind, itemName: z.string().nullable(), amount: Money, balanceAfter: Money, summary: z.string() });
export const ReceiptBrief = z.object({
  id: z.number(),
  number: z.string(),
  voided: z.boolean(),
  voidReason: z.string().nullable(),
  /** Times printed so far (the first print is the original, later ones copies). */
  prints: z.number(),
});

/** A payment as answered after writing it and on its detail screen. */
export const Payment = z.object({
  id: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  houseId: z.number().nullable(),
  houseCode: z.string().nullable(),
  houseName: z.string().nullable(),
  settleType: SettleType,
  settleTypeName: z.string(),
  /** Σ tenders as kept: positive in, negative out. */
  total: Money,
  principal: Money,
  lateFee: Money,
  /** Net move of the house's accounts by this payment (pre-payment, deposit, 存零). */
  accounts: Money,
  /** 实收: the money handed over, when change was given back (null: no change). */
  received: Money.nullable(),
  /** 找零: the cash handed back (null: none); received − changeGiven = total. */
  changeGiven: Money.nullable(),
  payerName: z.string().nullable(),
  remark: z.string().nullable(),
  batchRef: z.string().nullable(),
  cashierName: z.string().nullable(),
  businessDate: z.string(),
  createdAt: z.string(),
  reversalOf: z.number().nullable(),
  reversedBy: z.number().nullable(),
  receipt: ReceiptBrief.nullable(),
  tenders: z.array(TenderRow),
  allocations: z.array(AllocationRow),
  entries: z.array(EntryRow),
});

export const PaymentRow = z.object({
  id: z.number(),
  receiptNo: z.string().nullable(),
  voided: z.boolean(),
  estateName: z.string(),
  houseId: z.number().nullable(),
  houseName: z.string().nullable(),
  settleType: SettleType,
  settleTypeName: z.string(),
  total: Money,
  lateFee: Money,
  /** The tenders, e.g. "现金 17.34、微信 600.00". */
  methods: z.string(),
  payerName: z.string().nullable(),
  cashierName: z.string().nullable(),
  businessDate: z.string(),
  createdAt: z.string(),
  /** A 冲红: the payment it reverses and that payment's receipt number (the 冲红 takes no number of its own). */
  reversalOf: z.number().nullable(),
  reversedReceiptNo: z.string().nullable(),
  reversedBy: z.number().nullable(),
});

/** A count and amount under one key of a report (a day, estate, item, method, cashier or type). */
export const SumRow = z.object({ key: z.string(), label: z.string(), count: z.number(), amount: Money });
