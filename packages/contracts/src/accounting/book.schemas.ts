import { CHART_KEYS, SIDES, VOUCHER_WORDS, WORD_MODES } from '@pm/domain';
import { z } from 'zod';
import { decimalText, Id, Money, Period } from '../charging/charging.schemas';

// The shapes every accounting part shares: periods, amounts (decimal text, numeric(14,2) in SQL),
// the book (账套) and its setup. Subjects and vouchers have their own files.

/** A voucher or opening amount as typed: decimal text, 2 decimals, may be negative (红字). */
export const AmountInput = (label: string) => decimalText(label, 2, { negative: true });

/** small 小企业会计准则 | enterprise 企业会计准则 */
export const ChartKey = z.enum(CHART_KEYS, { error: '会计准则不正确' });
/** single: 记 only | split: 收/付/转 */
export const WordMode = z.enum(WORD_MODES, { error: '凭证字方式不正确' });
/** 凭证字 */
export const VoucherWord = z.enum(VOUCHER_WORDS, { error: '凭证字不正确' });
/** Digits per level, e.g. '4-2-2' (level 1 has 4 digits). */
export const CodeSchemeText = z
  .string({ error: '请输入科目编码方案' })
  .trim()
  .regex(/^[1-9](-[1-9]){0,5}$/, { error: '科目编码方案格式应为4-2-2' });

/** A company picked by the caller (the spec's companyId): the caller's or one below it, else 404. Absent: the caller's. */
export const CompanyPick = z.object({ companyId: Id.optional() });

export const ChartTemplate = z.object({
  key: ChartKey,
  name: z.string(),
  subjectCount: z.number().int(),
  codeScheme: z.string(),
});

export const Book = z.object({
  companyId: z.number(),
  companyName: z.string(),
  chart: ChartKey,
  chartName: z.string(),
  codeScheme: z.string(),
  startPeriod: Period,
  wordMode: WordMode,
  /** The words a voucher may take: ['记'] or ['收', '付', '转']. */
  words: z.array(VoucherWord),
  renumberOnClose: z.boolean(),
  /** The earliest open period (where new vouchers go by default), null when none is open. */
  currentPeriod: Period.nullable(),
  subjectCount: z.number().int(),
  /** Opening balances may change until the first voucher is posted. */
  openingEditable: z.boolean(),
  createdAt: z.string(),
});

/** 建账: pick a chart template, the code scheme and the first period; creates the subjects and opens that period. */
export const BookSetup = z.object({
  chart: ChartKey,
  codeScheme: CodeSchemeText.default('4-2-2'),
  startPeriod: Period,
  wordMode: WordMode.default('single'),
  renumberOnClose: z.boolean().default(true),
});

/** 期初余额: one leaf subject; amount in the subject's own direction (a 贷 subject's credit balance is positive). */
export const OpeningBalanceRow = z.object({
  subjectId: z.number(),
  code: z.string(),
  name: z.string(),
  /** D 借 | C 贷 */
  direction: z.enum(SIDES),
  level: z.number().int(),
  leaf: z.boolean(),
  /** In the subject's direction; a parent shows the sum of its leaves. */
  amount: Money,
});
export const OpeningBalances = z.object({
  startPeriod: Period,
  editable: z.boolean(),
  rows: z.array(OpeningBalanceRow),
  /** Σ debit-side and Σ credit-side balances of the leaves: 试算平衡 when equal. */
  totalDebit: Money,
  totalCredit: Money,
  balanced: z.boolean(),
});
export const OpeningBalancesInput = z.object({
  /** Only the rows that change; amount '0' removes a balance. */
  rows: z
    .array(z.object({ subjectId: Id, amount: AmountInput('期初余额') }))
    .min(1, '请输入期初余额')
    .max(2000, '一次最多2000行'),
});

export type ChartKey = z.infer<typeof ChartKey>;
export type WordMode = z.infer<typeof WordMode>;
export type VoucherWord = z.infer<typeof VoucherWord>;
export type CompanyPick = z.infer<typeof CompanyPick>;
export type ChartTemplate = z.infer<typeof ChartTemplate>;
export type Book = z.infer<typeof Book>;
export type BookSetup = z.infer<typeof BookSetup>;
export type OpeningBalanceRow = z.infer<typeof OpeningBalanceRow>;
export type OpeningBalances = z.infer<typeof OpeningBalances>;
export type OpeningBalancesInput = z.infer<typeof OpeningBalancesInput>;
