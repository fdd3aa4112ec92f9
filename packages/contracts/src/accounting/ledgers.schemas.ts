import { SIDES } from '@pm/domain';
import { z } from 'zod';
import { integer } from '../core/integers';
import { PageQuery, pageOf } from '../core/paging';
import { ExportPurpose } from '../records/records.endpoints';
import { Money, Period } from '../charging/charging.schemas';

const SubjectCode = z.string().trim().regex(/^\d{1,20}$/, { error: '科目编码必须是数字' });

/** A period range: from ≤ to (checked by the server). */
export const PeriodSpan = z.object({ from: Period, to: Period });

export const GeneralLedgerQuery = PeriodSpan.extend({ subjectCode: SubjectCode.optional() });
/** 总账: one level-1 subject's month (opening, the month's debit and credit, closing, 本年累计). */
export const GeneralLedgerRow = z.object({
  code: z.string(),
  name: z.string(),
  period: z.string(),
  /** 期初 / 期末 in the subject's direction, with the side: 借 | 贷 | 平. */
  opening: Money,
  openingSide: z.enum(['借', '贷', '平']),
  debit: Money,
  credit: Money,
  closing: Money,
  closingSide: z.enum(['借', '贷', '平']),
  yearDebit: Money,
  yearCredit: Money,
});

export const DetailLedgerQuery = PeriodSpan.extend(PageQuery.shape).extend({ subjectCode: SubjectCode });
/** 明细账: a posted line with the running balance after it. */
export const DetailLedgerRow = z.object({
  voucherId: z.number(),
  voucherDate: z.string(),
  period: z.string(),
  voucherNo: z.string(),
  summary: z.string(),
  subjectCode: z.string(),
  debit: Money,
  credit: Money,
  side: z.enum(['借', '贷', '平']),
  balance: Money,
});
export const DetailLedgerPage = pageOf(DetailLedgerRow).extend({
  code: z.string(),
  name: z.string(),
  direction: z.enum(SIDES),
  opening: Money,
  openingSide: z.enum(['借', '贷', '平']),
  /** Σ of the whole range, and the closing balance at its end. */
  debit: Money,
  credit: Money,
  closing: Money,
  closingSide: z.enum(['借', '贷', '平']),
});

export const BalanceQuery = PeriodSpan.extend({
  /** Show subjects down to this level (1 = level-1 only). */
  level: integer(z.number().int().min(1).max(6).optional()),
  subjectCode: SubjectCode.optional(),
});
/** 科目余额表 / 试算平衡表 row (every amount ≥ 0 on its column except red movements). */
export const BalanceRow = z.object({
  code: z.string(),
  name: z.string(),
  level: z.number().int(),
  direction: z.enum(SIDES),
  openingDebit: Money,
  openingCredit: Money,
  debit: Money,
  credit: Money,
  closingDebit: Money,
  closingCredit: Money,
  yearDebit: Money,
  yearCredit: Money,
});
export const BalanceTotals = z.object({
  openingDebit: Money,
  openingCredit: Money,
  debit: Money,
  credit: Money,
  closingDebit: Money,
  closingCredit: Money,
  yearDebit: Money,
  yearCredit: Money,
});
export const TrialBalanceAnswer = z.object({
  from: z.string(),
  to: z.string(),
  rows: z.array(BalanceRow),
  /** Over the level-1 subjects. */
  totals: BalanceTotals,
  balanced: z.boolean(),
  balancedParts: z.object({ opening: z.boolean(), period: z.boolean(), closing: z.boolean() }),
});

export const GeneralLedgerExport = GeneralLedgerQuery.extend(ExportPurpose.shape);
export const DetailLedgerExport = PeriodSpan.extend({ subjectCode: SubjectCode }).extend(ExportPurpose.shape);
export const BalanceExport = BalanceQuery.extend(ExportPurpose.shape);
