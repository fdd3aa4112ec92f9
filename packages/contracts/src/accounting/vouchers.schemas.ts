import { SIDES, VOUCHER_ACTION_CODES, VOUCHER_SOURCES } from '@pm/domain';
import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';
import { PageQuery, pageOf } from '../core/paging';
import { Day, decimalText, Id, Money, Period } from '../charging/charging.schemas';
import { AmountInput, VoucherWord } from './book.schemas';

// 凭证: status 1 待修改 2 待审核 3 待登账 4 已登账 (spec §4). Amounts are decimal text both ways
// ('617.34'); a red reversal (红字冲销) carries negative amounts on the original's sides.

/** 1 待修改 2 待审核 3 待登账 4 已登账 */
export const VoucherStatusCode = integer(z.number().int().min(1, '凭证状态为1-4').max(4, '凭证状态为1-4'));
/** manual 手工 | charging 收费生成 | depreciation 折旧 | closing 结转 | reversal 冲销 | opening 期初导入 | pay-settle 线上收款结算 */
export const VoucherSource = z.enum(VOUCHER_SOURCES, {
  error: '凭证来源不正确',
});
export const VoucherActionCode = z.enum(VOUCHER_ACTION_CODES);

const Summary = z.string({ error: '请输入摘要' }).trim().min(1, '请输入摘要').check(maxChars(200));
const Reason = z.string({ error: '请输入原因' }).trim().min(1, '请输入原因').check(maxChars(200));

/** A line as typed: 摘要, a leaf subject, debit xor credit (the other '0' or absent), auxiliaries. */
export const VoucherLineInput = z.object({
  summary: Summary,
  subjectId: Id,
  debit: AmountInput('借方金额').default('0'),
  credit: AmountInput('贷方金额').default('0'),
  estateId: Id.nullish(),
  houseId: Id.nullish(),
  customerName: z.string().trim().check(maxChars(60)).nullish(),
});

/**
 * `/api/accounting/voucher-info`: save a voucher as 待修改 (保存). Without id it creates one; with id
 * it replaces the draft's header and lines (only the maker, only while 待修改). The period is the
 * date's month. Saving may be unbalanced (暂存: no number yet, the answer's `balanced` false with
 * the totals); a voucher takes the next number of its period and word when it first balances.
 * Submit checks the balance.
 */
export const VoucherSave = z.object({
  id: Id.optional(),
  voucherDate: Day,
  /** Default 记 (single mode); split mode takes 收/付/转. */
  word: VoucherWord.default('记'),
  attachments: integer(z.number().int().min(0, '附单据张数不能为负数').max(9999, '附单据张数过大').default(0)),
  remark: z.string().trim().check(maxChars(200)).nullish(),
  lines: z.array(VoucherLineInput).min(1, '请输入凭证分录').max(200, '凭证分录最多200行'),
});

export const VoucherLine = z.object({
  id: z.number(),
  seq: z.number().int(),
  summary: z.string(),
  subjectId: z.number(),
  subjectCode: z.string(),
  /** Full name: '应收账款-物业服务费'. */
  subjectName: z.string(),
  debit: Money,
  credit: Money,
  estateId: z.number().nullable(),
  estateName: z.string().nullable(),
  houseId: z.number().nullable(),
  houseName: z.string().nullable(),
  customerName: z.string().nullable(),
});

/** A voucher referred to from another: 记-0007 of 2026-11. */
export const VoucherRef = z.object({ id: z.number(), period: Period, label: z.string(), status: z.number().int() });

export const VoucherEvent = z.object({
  action: z.string(),
  actionName: z.string(),
  fromStatus: z.number().int().nullable(),
  toStatus: z.number().int().nullable(),
  reason: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
});

/** What the caller may do now (the domain's voucherTransition for this user). */
export const VoucherAllowed = z.object({
  save: z.boolean(),
  submit: z.boolean(),
  audit: z.boolean(),
  return: z.boolean(),
  unaudit: z.boolean(),
  post: z.boolean(),
  reverse: z.boolean(),
  delete: z.boolean(),
});

const VoucherHeader = {
  id: z.number(),
  period: Period,
  word: VoucherWord,
  /** null for a draft that has never balanced (暂存): it takes its number when it first balances. */
  number: z.number().int().nullable(),
  /** '记-0007'; '记-暂存' without a number. */
  label: z.string(),
  voucherDate: Day,
  status: z.number().int(),
  statusName: z.string(),
  attachments: z.number().int(),
  totalDebit: Money,
  totalCredit: Money,
  /** Σ debit = Σ credit: when false the screen warns 借贷不平 at save (the draft is kept as it is). */
  balanced: z.boolean(),
  source: VoucherSource,
  sourceRef: z.string().nullable(),
  remark: z.string().nullable(),
  makerId: z.number().nullable(),
  makerName: z.string().nullable(),
  auditorName: z.string().nullable(),
  auditedAt: z.string().nullable(),
  posterName: z.string().nullable(),
  postedAt: z.string().nullable(),
  /** 退回 reason while the voucher waits to be corrected. */
  returnReason: z.string().nullable(),
  createdAt: z.string(),
};

export const Voucher = z.object({
  ...VoucherHeader,
  lines: z.array(VoucherLine),
  /** This voucher is the red reversal of … */
  reversalOf: VoucherRef.nullable(),
  /** 已冲销: reversed by … (null when not reversed). */
  reversedBy: VoucherRef.nullable(),
  events: z.array(VoucherEvent),
  allowed: VoucherAllowed,
});

export const VoucherRow = z.object({
  ...VoucherHeader,
  /** The first line's 摘要. */
  summary: z.string().nullable(),
  lineCount: z.number().int(),
  reversalOfId: z.number().nullable(),
  reversedById: z.number().nullable(),
});

export const VOUCHER_SORTS = ['number', 'voucherDate', 'amount', 'createdAt'] as const;
export const VoucherQuery = PageQuery.extend({
  /** One period, or a range with periodFrom/periodTo. */
  period: Period.optional(),
  periodFrom: Period.optional(),
  periodTo: Period.optional(),
  word: VoucherWord.optional(),
  /** One or more statuses. */
  status: z.array(VoucherStatusCode).max(4).optional(),
  numberFrom: integer(z.number().int().min(1).optional()),
  numberTo: integer(z.number().int().min(1).optional()),
  makerId: Id.optional(),
  /** Vouchers with a line on this subject or below it. */
  subjectId: Id.optional(),
  /** 摘要 contains. */
  keyword: z.string().trim().check(maxChars(50)).optional(),
  source: VoucherSource.optional(),
  /** Only reversed (true) or not reversed (false) vouchers. */
  reversed: z.boolean().optional(),
  sort: z.enum(VOUCHER_SORTS, { error: '排序字段不正确' }).optional(),
  order: z.enum(['asc', 'desc'], { error: '排序方向不正确' }).optional(),
});
export const VoucherPage = pageOf(VoucherRow).extend({ sumDebit: Money, sumCredit: Money });

export const VoucherIdInput = z.object({ id: Id });
export const VoucherReturn = z.object({ id: Id, reason: Reason });
/** 冲销: the red voucher is dated voucherDate (default: today if its period is open, else the first open period's first day). */
export const VoucherReverse = z.object({
  id: Id,
  voucherDate: Day.optional(),
  summary: z.string().trim().check(maxChars(200)).optional(),
});
/** Batch audit or post: each voucher on its own (one refusal does not stop the others). */
export const VoucherBatch = z.object({ ids: z.array(Id).min(1, '请选择凭证').max(500, '一次最多500张凭证') });
export const VoucherBatchResult = z.object({
  done: z.array(z.object({ id: z.number(), label: z.string() })),
  failed: z.array(z.object({ id: z.number(), label: z.string().nullable(), code: z.string(), message: z.string() })),
});

/** 常用凭证 (`/api/accounting/voucher-info-temp`): a voucher shape kept by name, amounts optional. */
export const TemplateLine = z.object({
  summary: z.string(),
  subjectId: z.number().nullable(),
  subjectCode: z.string(),
  subjectName: z.string(),
  /** D 借 | C 贷 */
  side: z.enum(SIDES),
  amount: Money.nullable(),
  /** The subject is gone, 停用 or no longer a leaf: the line needs a new subject. */
  usable: z.boolean(),
});
export const VoucherTemplate = z.object({
  id: z.number(),
  name: z.string(),
  word: VoucherWord,
  summary: z.string().nullable(),
  lines: z.array(TemplateLine),
  createdAt: z.string(),
});
export const VoucherTemplateQuery = z.object({ keyword: z.string().trim().check(maxChars(50)).optional() });
const TemplateName = z.string({ error: '请输入模板名称' }).trim().min(1, '请输入模板名称').check(maxChars(60));
/** Save a template from an existing voucher (keepAmounts: keep the amounts, else lines without amounts). */
export const TemplateFromVoucher = z.object({
  voucherId: Id,
  name: TemplateName,
  keepAmounts: z.boolean().default(false),
});
/** Save a template from lines as typed (amount optional). */
export const TemplateCreate = z.object({
  name: TemplateName,
  word: VoucherWord.default('记'),
  summary: z.string().trim().check(maxChars(100)).nullish(),
  lines: z
    .array(
      z.object({
        summary: Summary,
        subjectId: Id,
        side: z.enum(SIDES, { error: '借贷方向不正确' }),
        /** On the line's side, so never negative (a red voucher is made by 冲销, not from a template). */
        amount: decimalText('金额', 2).nullish(),
      }),
    )
    .min(1, '请输入凭证分录')
    .max(200, '凭证分录最多200行'),
});
/** Start a voucher from a template: answers the form to fill (nothing is saved until voucher-info). */
export const TemplateStart = z.object({ id: Id, voucherDate: Day.optional() });
export const VoucherForm = z.object({
  voucherDate: Day,
  word: VoucherWord,
  attachments: z.number().int(),
  lines: z.array(
    z.object({
      summary: z.string(),
      subjectId: z.number().nullable(),
      subjectCode: z.string(),
      subjectName: z.string(),
      debit: Money,
      credit: Money,
      usable: z.boolean(),
    }),
  ),
});

/** `/api/accounting/voucher-print`: one or more vouchers as printed (记账凭证). */
export const VoucherPrintQuery = z.object({ ids: z.array(Id).min(1, '请选择凭证').max(200, '一次最多打印200张凭证') });
export const VoucherPrintSheet = z.object({
  id: z.number(),
  companyName: z.string(),
  /** 记账凭证 (or 收款凭证 / 付款凭证 / 转账凭证 in split mode). */
  title: z.string(),
  word: VoucherWord,
  /** null for a 暂存 draft (printed as 记-暂存). */
  number: z.number().int().nullable(),
  label: z.string(),
  voucherDate: Day,
  period: Period,
  attachments: z.number().int(),
  statusName: z.string(),
  lines: z.array(
    z.object({ summary: z.string(), subjectCode: z.string(), subjectName: z.string(), debit: Money, credit: Money }),
  ),
  totalDebit: Money,
  totalCredit: Money,
  /** 合计 in capital numerals (负 for a red voucher). */
  totalInWords: z.string(),
  makerName: z.string().nullable(),
  auditorName: z.string().nullable(),
  posterName: z.string().nullable(),
  /** '冲销 记-0003' on a red voucher. */
  note: z.string().nullable(),
  printedAt: z.string(),
});
export const VoucherPrint = z.object({ sheets: z.array(VoucherPrintSheet) });
export const VoucherPdfQuery = z.object({
  /** Comma-separated voucher ids (GET query). */
  ids: z
    .string({ error: '请选择凭证' })
    .regex(/^\d+(,\d+){0,199}$/, { error: '凭证编号不正确' })
    .transform((s) => s.split(',').map(Number)),
});

export type VoucherSource = z.infer<typeof VoucherSource>;
export type VoucherActionCode = z.infer<typeof VoucherActionCode>;
export type VoucherLineInput = z.infer<typeof VoucherLineInput>;
export type VoucherSave = z.infer<typeof VoucherSave>;
export type VoucherLine = z.infer<typeof VoucherLine>;
export type VoucherRef = z.infer<typeof VoucherRef>;
export type VoucherEvent = z.infer<typeof VoucherEvent>;
export type VoucherAllowed = z.infer<typeof VoucherAllowed>;
export type Voucher = z.infer<typeof Voucher>;
export type VoucherRow = z.infer<typeof VoucherRow>;
export type VoucherQuery = z.infer<typeof VoucherQuery>;
export type VoucherPage = z.infer<typeof VoucherPage>;
export type VoucherReturn = z.infer<typeof VoucherReturn>;
export type VoucherReverse = z.infer<typeof VoucherReverse>;
export type VoucherBatch = z.infer<typeof VoucherBatch>;
export type VoucherBatchResult = z.infer<typeof VoucherBatchResult>;
export type TemplateLine = z.infer<typeof TemplateLine>;
export type VoucherTemplate = z.infer<typeof VoucherTemplate>;
export type VoucherTemplateQuery = z.infer<typeof VoucherTemplateQuery>;
export type TemplateFromVoucher = z.infer<typeof TemplateFromVoucher>;
export type TemplateCreate = z.infer<typeof TemplateCreate>;
export type TemplateStart = z.infer<typeof TemplateStart>;
export type VoucherForm = z.infer<typeof VoucherForm>;
export type VoucherPrintQuery = z.infer<typeof VoucherPrintQuery>;
export type VoucherPrintSheet = z.infer<typeof VoucherPrintSheet>;
export type VoucherPrint = z.infer<typeof VoucherPrint>;
