import { OPENING_ROW_KINDS, OPENING_SOURCES, OPENING_STATES, SIDES } from '@pm/domain';
import { z } from 'zod';
import { Day, Id, Money } from '../charging/charging.schemas';
import { maxChars } from '../core/text';
import { ImportResult } from '../records/records.endpoints';

// 期初导入 (issue 28): a company going live brings its open fees (期初欠费), prepayments and 存零
// (期初预存) and deposits (期初押金) from another system. Amounts travel as decimal text.

/** checked 已校验 → committing 导入中 → done 已导入 → undoing 撤销中 → undone 已撤销; checked → discarded 已放弃. */
export const OpeningState = z.enum(OPENING_STATES);
export type OpeningState = z.infer<typeof OpeningState>;
/** arrears 期初欠费 (bill lines), prepay 预交款, change 存零, deposit 押金 (per deposit item). */
export const OpeningKind = z.enum(OPENING_ROW_KINDS);
export type OpeningKind = z.infer<typeof OpeningKind>;
/** template: our template's three sheets; hc: HC 小区管理系统's 欠费 (report_owe_fee) and 账户 (account) exports. */
export const OpeningSource = z.enum(OPENING_SOURCES);
export type OpeningSource = z.infer<typeof OpeningSource>;

/** The check's input besides the multipart file (a form field `source`). */
export const OpeningCheckQuery = z.object({ source: OpeningSource.default('template') });

/** The check job as polled: the import job's shape, and the import to preview once it is done. */
export const OpeningCheck = ImportResult.extend({ openingId: z.number().int().nullable() });
export type OpeningCheck = z.infer<typeof OpeningCheck>;

/** A preview line: per estate, kind and item (null for prepay and change). */
export const OpeningTotal = z.object({
  estateId: z.number().int(),
  estateName: z.string(),
  kind: OpeningKind,
  itemId: z.number().int().nullable(),
  itemName: z.string().nullable(),
  rows: z.number().int(),
  houses: z.number().int(),
  amount: Money,
});
export type OpeningTotal = z.infer<typeof OpeningTotal>;

/**
 * 账务核对: what the ledger holds of the import (recounted from its bill lines and account entries)
 * beside what the opening voucher books on the subject; the difference must be zero to finish.
 */
export const OpeningTieRow = z.object({
  /** receivable:<fee kind> | prepayment | deposit | counter */
  slot: z.string(),
  label: z.string(),
  subjectCode: z.string(),
  subjectName: z.string().nullable(),
  /** 借 or 贷 on the voucher. */
  side: z.enum(SIDES),
  ledger: Money,
  voucher: Money,
  difference: Money,
});
export type OpeningTieRow = z.infer<typeof OpeningTieRow>;

export const OpeningVoucherRef = z.object({ id: z.number().int(), displayNumber: z.string(), period: z.string(), status: z.number().int() });

export const OpeningImport = z.object({
  id: z.number().int(),
  fileName: z.string(),
  source: OpeningSource,
  state: OpeningState,
  arrearsRows: z.number().int(),
  accountRows: z.number().int(),
  depositRows: z.number().int(),
  arrears: Money,
  prepay: Money,
  change: Money,
  deposits: Money,
  totals: z.array(OpeningTotal),
  asOf: z.string().nullable(),
  counterSubjectCode: z.string().nullable(),
  voucher: OpeningVoucherRef.nullable(),
  undoVoucher: OpeningVoucherRef.nullable(),
  /** Done imports: the ledger beside the voucher; null before. */
  tie: z.object({ rows: z.array(OpeningTieRow), difference: Money }).nullable(),
  /** Done imports: lines of it paid (in part) since and accounts moved since; undo needs both 0. */
  paidLines: z.number().int(),
  movedAccounts: z.number().int(),
  /** The commit's or undo's job and how far it is. */
  job: z.object({ id: z.number().int(), state: z.string(), done: z.number().int(), total: z.number().int() }).nullable(),
  /** Why the last commit or undo failed (nothing of it was written). */
  error: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  committedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoReason: z.string().nullable(),
});
export type OpeningImport = z.infer<typeof OpeningImport>;

export const OpeningList = z.object({ rows: z.array(OpeningImport.omit({ totals: true, tie: true })) });

export const OpeningParam = z.object({ id: Id });
export const OpeningCheckParam = z.object({ jobId: Id });

export const OpeningCommitInput = z.object({
  id: Id,
  /** The go-live day: the opening voucher's date (its period must be open) and the 期初 payments' day. */
  asOf: Day,
  /** 期初 equity or a suspense subject (an active leaf of the chart) the voucher balances against. */
  counterSubjectCode: z.string({ error: '请选择对方科目' }).trim().regex(/^\d{1,20}$/, { error: '科目编码必须是数字' }),
});
export const OpeningUndoInput = z.object({
  id: Id,
  reason: z.string({ error: '请输入撤销原因' }).trim().min(1, '请输入撤销原因').check(maxChars(200)),
});
