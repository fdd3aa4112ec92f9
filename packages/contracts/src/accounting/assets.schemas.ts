import { ASSET_STATUSES } from '@pm/domain';
import { z } from 'zod';
import { integer } from '../core/integers';
import { maxChars } from '../core/text';
import { Day, decimalText, Id, Money, Period } from '../charging/charging.schemas';

// 固定资产 (issue 13): categories, cards, the monthly depreciation run and disposal. Amounts are
// decimal text; the rules (methods 1-4, rounding, when depreciation starts) are the domain's
// depreciation.ts.

/** Depreciation method of spec §9: 1 平均年限法 2 工作量法 3 双倍余额递减法 4 年数总和法. */
export const DepreciationMethodCode = integer(z.number({ error: '折旧方法不正确' })
  .int({ error: '折旧方法不正确' })
  .min(1, { error: '折旧方法不正确' })
  .max(4, { error: '折旧方法不正确' }));
/** in_use 使用中 | idle 闲置 | disposed 已处置 */
export const AssetStatus = z.enum(ASSET_STATUSES, { error: '资产状态不正确' });
/** 残值率 as a fraction, 0 ≤ rate < 1, 4 decimals ('0.05' = 5 %). */
export const ResidualRate = decimalText('残值率', 4).refine((v) => Number(v) >= 0 && Number(v) < 1, { error: '残值率必须在0到1之间' });
export const LifeMonths = integer(z.number({ error: '使用月数必须是整数' }).int({ error: '使用月数必须是整数' }).min(1, { error: '使用月数必须大于0' }).max(600, { error: '使用月数最多600' }));
const Name = (label: string, max: number) => z.string({ error: `请输入${label}` }).trim().min(1, `请输入${label}`).check(maxChars(max));

export const AssetCategoryInput = z.object({
  name: Name('类别名称', 40),
  lifeMonths: LifeMonths,
  residualRate: ResidualRate,
  method: DepreciationMethodCode,
});
export const AssetCategory = z.object({
  id: z.number(),
  name: z.string(),
  lifeMonths: z.number(),
  residualRate: z.string(),
  method: z.number(),
  methodName: z.string(),
  assets: z.number(),
});

export const AssetInput = z.object({
  code: Name('资产编码', 30),
  name: Name('资产名称', 60),
  categoryId: Id.nullable().optional(),
  estateId: Id.nullable().optional(),
  acquiredOn: Day,
  cost: decimalText('原值', 2, { positive: true }),
  residualRate: ResidualRate,
  lifeMonths: LifeMonths,
  method: DepreciationMethodCode,
  /** Method 2 (工作量法): 预计总工作量. */
  totalWork: decimalText('预计总工作量', 2, { positive: true }).nullable().optional(),
  /** The leaf subject depreciation is charged to; absent: the chart's 管理费用-折旧费. */
  expenseSubjectCode: z.string().trim().regex(/^\d{4,20}$/, { error: '费用科目编码不正确' }).nullable().optional(),
  status: z.enum(['in_use', 'idle'], { error: '资产状态不正确' }).default('in_use'),
  remark: z.string().trim().check(maxChars(200)).nullable().optional(),
});

export const AssetQuery = z.object({
  q: z.string().trim().check(maxChars(50)).optional(),
  categoryId: Id.optional(),
  status: AssetStatus.optional(),
});

export const AssetRow = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  estateId: z.number().nullable(),
  estateName: z.string().nullable(),
  acquiredOn: z.string(),
  cost: Money,
  residualRate: z.string(),
  lifeMonths: z.number(),
  method: z.number(),
  methodName: z.string(),
  totalWork: z.string().nullable(),
  expenseSubjectCode: z.string().nullable(),
  expenseSubjectName: z.string().nullable(),
  status: AssetStatus,
  disposedOn: z.string().nullable(),
  disposalVoucherId: z.number().nullable(),
  remark: z.string().nullable(),
  /** 累计折旧: before the book's first period (from the schedule) plus every run. */
  accumulated: Money,
  /** 净值 = 原值 − 累计折旧. */
  netValue: Money,
  /** The latest period depreciated by a run, null when none. */
  lastPeriod: z.string().nullable(),
  /** Cost, method and dates are fixed once a run has depreciated the asset. */
  editable: z.boolean(),
});
export const AssetList = z.object({
  rows: z.array(AssetRow),
  total: z.object({ cost: Money, accumulated: Money, netValue: Money }),
});

/** Method 2 assets: the work done in the period, per asset. */
export const DepreciationWork = z.array(z.object({ assetId: Id, work: decimalText('工作量', 2) })).max(1000);
export const DepreciationQuery = z.object({ period: Period, work: DepreciationWork.default([]) });
export const DepreciationRow = z.object({
  assetId: z.number(),
  code: z.string(),
  name: z.string(),
  method: z.number(),
  methodName: z.string(),
  cost: Money,
  /** 累计折旧 before this period's run. */
  accumulatedBefore: Money,
  amount: Money,
  netValueAfter: Money,
  work: z.string().nullable(),
  expenseSubjectCode: z.string(),
});
export const GeneratedVoucher = z.object({
  id: z.number(),
  period: z.string(),
  word: z.string(),
  number: z.number(),
  /** '记-0007' */
  displayNumber: z.string(),
  status: z.number(),
  voucherDate: z.string(),
  total: Money,
  lines: z.array(z.object({ summary: z.string(), subjectCode: z.string(), subjectName: z.string(), debit: Money, credit: Money })),
});
export const DepreciationPreview = z.object({
  period: z.string(),
  /** The period's depreciation has already been run: rows are what was written. */
  done: z.boolean(),
  /** The period is open for vouchers. */
  periodOpen: z.boolean(),
  rows: z.array(DepreciationRow),
  total: Money,
  /** The voucher the run made (done), or the lines it would make. */
  voucher: GeneratedVoucher.nullable(),
  lines: z.array(z.object({ summary: z.string(), subjectCode: z.string(), debit: Money, credit: Money })),
});

export const DisposeInput = z.object({ id: Id, disposedOn: Day, remark: z.string().trim().check(maxChars(200)).nullable().optional() });
export const DisposeResult = z.object({ asset: AssetRow, voucher: GeneratedVoucher });
