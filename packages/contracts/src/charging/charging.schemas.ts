import { z } from 'zod';
import { Id } from '../core/integers';
import { maxChars } from '../core/text';
import { Day, Period } from '../core/calendar';
import { PageQuery, pageOf } from '../core/paging';

// Shared shapes of the charging area (issue 11). Money travels as decimal text, never a float:
// amounts with 2 decimals, prices and quantities with up to 4 (docs/decisions.md, charging).

// The core types, re-exported where the charging contracts have always taken them from.
export { Day, Id, Period };

/** Decimal text with at most `scale` decimals (a JSON number is taken as its text); label names the field. */
export const decimalText = (label: string, scale: 2 | 4, opts: { negative?: boolean; positive?: boolean } = {}) =>
  z
    .union([z.string(), z.number()], { error: `${label}必须是数字` })
    .transform((v) => String(v).trim())
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v), { error: `${label}必须是数字`, abort: true })
    .refine((v) => !/\.\d*$/.test(v) || (v.split('.')[1] ?? '').length <= scale, { error: `${label}最多${scale}位小数`, abort: true })
    .refine((v) => (v.replace('-', '').split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length <= 10, { error: `${label}超出范围`, abort: true })
    .refine((v) => opts.negative || !v.startsWith('-'), { error: `${label}不能为负数`, abort: true })
    .refine((v) => !opts.positive || /[1-9]/.test(v), { error: `${label}必须大于0` });

/** An amount as answered: decimal text with 2 decimals (negative for reversals). */
export const Money = z.string().regex(/^-?\d+\.\d{2}$/);
/** A price or quantity as answered: decimal text with up to 4 decimals. */
export const Decimal4 = z.string().regex(/^-?\d+(\.\d{1,4})?$/);

/** 1 单价×计费数量, 2 固定金额, 3 阶梯单价, 4 按日单价 (spec §9 price methods 1-4; decisions.md). */
export const PriceMethod = z.enum(['1', '2', '3', '4'], { error: '计价方式不正确' });
/** What the unit price multiplies. */
export const Basis = z.enum(['area', 'usage', 'house', 'parking', 'persons', 'days'], { error: '计费依据不正确' });
export const AreaType = z.enum(['1', '2', '3'], { error: '计费面积类型不正确' });
export const Rounding = z.enum(['half_up_2', 'half_up_1', 'ceil_2', 'floor_2', 'half_up_0'], { error: '舍入方式不正确' });
export const Proration = z.enum(['actual_days', 'days30', 'none'], { error: '折算方式不正确' });
export const TargetType = z.enum(['house', 'parking', 'meter'], { error: '计费对象不正确' });
/** Stored line states; 已收费 is `paid` in answers (a released line with nothing open). */
export const LineStatus = z.enum(['pending_calc', 'pending_audit', 'audited', 'released', 'paid']);
export const LineAction = z.enum(['submit', 'approve', 'reject', 'unapprove', 'release'], { error: '操作不正确' });
export const RunKind = z.enum(['normal', 'mid_month', 'other', 'service', 'share'], { error: '计费类型不正确' });
export const ReadingState = z.enum(['W', 'C', 'F']);
export const ShareMethod = z.enum(['1', '2', '10', '11', '12', '13', '14', '15', '16'], { error: '分摊方式不正确' });
export const ShareScope = z.enum(['estate', 'building', 'houses'], { error: '分摊范围不正确' });

export const Remark = z.string().check(maxChars(200));
export const ListQuery = PageQuery.extend({ estateId: Id.optional(), q: z.string().check(maxChars(50)).optional() });
export { pageOf };

/** Export purpose (spec: usage, auditor, auditDate YYYY.MM.DD), as every Excel export asks. */
export { ExportPurpose } from '../records/records.endpoints';
