import { z } from 'zod';
import { Day, decimalText, Id, Money } from '../charging/charging.schemas';
import { GeneratedVoucher } from './assets.schemas';

// 业财一体: how charging and settlement events become vouchers (the company's charging template:
// which subject each slot books to), and the vouchers generated per day, estate and tender.

/**
 * A slot of the template (the domain's ChargingVoucherTemplate): tender:<method> (money account of
 * a settle method), receivable:<fee kind>, revenue:<fee kind>, prepayment, deposit, lateFeeIncome,
 * vatOutput. Fee kinds: property, parking, utilities (代收), other.
 */
export const TemplateSlotKey = z.string().regex(/^(tender:(1|2|3|4|5|6|10)|receivable:(property|parking|utilities|other)|revenue:(property|parking|utilities|other)|prepayment|deposit|lateFeeIncome|vatOutput)$/, { error: '模板项目不正确' });
export const TemplateSlot = z.object({ key: z.string(), label: z.string(), subjectCode: z.string(), subjectName: z.string().nullable() });
export const TemplateEvent = z.object({
  kind: z.string(),
  label: z.string(),
  /** Settle method for events that move money, null otherwise. */
  tender: z.string().nullable(),
  tenderName: z.string().nullable(),
  feeKind: z.string().nullable(),
  debitCode: z.string(),
  creditCode: z.string(),
});
export const ChargingTemplate = z.object({
  /** Stored for the company (false: the chart's defaults, not saved yet). */
  saved: z.boolean(),
  slots: z.array(TemplateSlot),
  /** VAT rate of property services (fraction, '0.06'); 0: no VAT split. */
  vatRate: z.string(),
  /** The event → debit/credit table the slots give. */
  events: z.array(TemplateEvent),
});
export const ChargingTemplateInput = z.object({
  slots: z
    .array(z.object({ key: TemplateSlotKey, subjectCode: z.string({ error: '请选择科目' }).trim().regex(/^\d{4,20}$/, { error: '科目编码不正确' }) }))
    .min(1, '请设置科目')
    .max(40),
  vatRate: decimalText('税率', 4).refine((v) => Number(v) >= 0 && Number(v) < 1, { error: '税率必须在0到1之间' }),
});

export const ChargingVoucherQuery = z
  .object({ dateFrom: Day, dateTo: Day, estateId: Id.optional() })
  .refine((q) => q.dateFrom <= q.dateTo, { error: '开始日期不能晚于结束日期', path: ['dateTo'] })
  .refine((q) => (Date.parse(q.dateTo) - Date.parse(q.dateFrom)) / 86_400_000 <= 31, { error: '日期范围最多31天', path: ['dateTo'] });

export const PlannedVoucher = z.object({
  date: z.string(),
  estateId: z.number(),
  estateName: z.string(),
  tender: z.string().nullable(),
  tenderName: z.string().nullable(),
  red: z.boolean(),
  summary: z.string(),
  total: Money,
  bills: z.number(),
  payments: z.number(),
  lines: z.array(z.object({ summary: z.string(), subjectCode: z.string(), debit: Money, credit: Money })),
});
/** Σ of the day's tenders per method, from the payments (what the vouchers' money lines must add up to). */
export const TenderSum = z.object({ date: z.string(), tender: z.string(), tenderName: z.string(), amount: Money });
export const ChargingPreview = z.object({
  vouchers: z.array(PlannedVoucher),
  total: Money,
  tenderSums: z.array(TenderSum),
});
export const ChargingVoucherRow = GeneratedVoucher.extend({
  date: z.string(),
  estateId: z.number().nullable(),
  estateName: z.string().nullable(),
  tender: z.string().nullable(),
  tenderName: z.string().nullable(),
  sourceRef: z.string(),
  statusName: z.string(),
});
export const ChargingGenerated = z.object({
  created: z.array(ChargingVoucherRow),
  /** Vouchers made earlier for the range (a second generation books nothing twice). */
  existing: z.array(ChargingVoucherRow),
});
export const ChargingVoucherSources = z.object({
  voucher: ChargingVoucherRow,
  bills: z.array(z.object({ lineId: z.number(), houseName: z.string().nullable(), itemName: z.string(), period: z.string(), net: Money, kind: z.string() })),
  payments: z.array(
    z.object({
      paymentId: z.number(),
      receiptNo: z.string().nullable(),
      houseName: z.string().nullable(),
      settleTypeName: z.string(),
      total: Money,
      methods: z.string(),
      businessDate: z.string(),
    }),
  ),
});
