import { REPORT_KINDS } from '@pm/domain';
import { z } from 'zod';
import { maxChars } from '../core/text';
import { ExportPurpose } from '../records/records.endpoints';
import { Id, Money, Period } from '../charging/charging.schemas';

export const ReportKind = z.enum(REPORT_KINDS, { error: '报表类型不正确' });

const Formula = z.string().trim().check(maxChars(500)).nullable().optional();

/**
 * A report row in the spec's §3 shape: type 1 heading, 2 data, 4 subtotal, 5 total (1, 4, 5 show a
 * trailing colon; 4 and 5 are computed from rows); category 11 the left column of the balance sheet
 * (资产), 12 the right (负债和所有者权益), 21 the income statement. total1..6 the values of formula1..6
 * (balance sheet: 期末余额, 年初余额; income: 本期金额, 本年累计金额); should/actual the check pair.
 */
export const ReportingRow = z.object({
  id: z.number(),
  rowNo: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  category: z.number().int(),
  parentId: z.number().nullable(),
  total1: Money.nullable(),
  total2: Money.nullable(),
  total3: Money.nullable(),
  total4: Money.nullable(),
  total5: Money.nullable(),
  total6: Money.nullable(),
  formula1: z.string().nullable(),
  formula2: z.string().nullable(),
  formula3: z.string().nullable(),
  formula4: z.string().nullable(),
  formula5: z.string().nullable(),
  formula6: z.string().nullable(),
  /** The value this row should have (the row it must equal) and the one it has; null when unchecked. */
  should: Money.nullable(),
  actual: Money.nullable(),
});

/** `/api/accounting/reporting`: 资产负债表 at the end of a period. */
export const BalanceSheetQuery = z.object({ period: Period, companyId: Id.optional() });
/** `/api/accounting/reporting2`: 利润表 for a period or a range of one year. */
export const IncomeQuery = z.object({ period: Period.optional(), from: Period.optional(), to: Period.optional(), companyId: Id.optional() });

export const ReportDefinitionRow = z.object({
  id: z.number(),
  rowNo: z.number().int(),
  name: z.string(),
  type: z.number().int(),
  category: z.number().int(),
  parentRowNo: z.number().int().nullable(),
  formula1: z.string().nullable(),
  formula2: z.string().nullable(),
  formula3: z.string().nullable(),
  formula4: z.string().nullable(),
  formula5: z.string().nullable(),
  formula6: z.string().nullable(),
  shouldRowNo: z.number().int().nullable(),
});
export const ReportDefinition = z.object({
  id: z.number(),
  kind: ReportKind,
  name: z.string(),
  rows: z.array(ReportDefinitionRow),
});

export const ReportDefinitionQuery = z.object({ kind: ReportKind });
export const ReportRowUpdate = z.object({
  id: Id,
  name: z.string().trim().min(1, '请输入项目名称').check(maxChars(60)).optional(),
  formula1: Formula,
  formula2: Formula,
  formula3: Formula,
  formula4: Formula,
  formula5: Formula,
  formula6: Formula,
});

export const BalanceSheetExport = BalanceSheetQuery.extend(ExportPurpose.shape);
export const IncomeExport = IncomeQuery.extend(ExportPurpose.shape);
