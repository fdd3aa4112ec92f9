import { AREA_TYPES, BILL_LINE_STATUSES, CHARGE_BASES, CHARGE_TARGETS, PRICE_METHODS, PRORATIONS, READING_STATES, ROUNDING_MODES, RUN_KINDS, SHARE_METHOD_CODES, SHARE_SCOPES } from '@pm/domain';
import { z } from 'zod';
import { Id } from '../core/integers';
import { maxChars } from '../core/text';
import { Day, Period } from '../core/calendar';
import { Decimal4, decimalText, Money } from '../core/decimals';
import { PageQuery, pageOf } from '../core/paging';

// Shared shapes of the charging area (issue 11). Money travels as decimal text, never a float:
// amounts with 2 decimals, prices and quantities with up to 4 (docs/decisions.md, charging).

// The core types, re-exported where the charging contracts have always taken them from.
export { Day, Decimal4, decimalText, Id, Money, Period };

/** 1 单价×计费数量, 2 固定金额, 3 阶梯单价, 4 按日单价 (spec §9 price methods 1-4; decisions.md). */
export const PriceMethod = z.enum(PRICE_METHODS, { error: '计价方式不正确' });
/** What the unit price multiplies. */
export const Basis = z.enum(CHARGE_BASES, { error: '计费依据不正确' });
export const AreaType = z.enum(AREA_TYPES, { error: '计费面积类型不正确' });
export const Rounding = z.enum(ROUNDING_MODES, { error: '舍入方式不正确' });
export const Proration = z.enum(PRORATIONS, { error: '折算方式不正确' });
export const TargetType = z.enum(CHARGE_TARGETS, { error: '计费对象不正确' });
/** Stored line states; 已收费 is `paid` in answers (a released line with nothing open). */
export const LineStatus = z.enum([...BILL_LINE_STATUSES, 'paid']);
export const LineAction = z.enum(['submit', 'approve', 'reject', 'unapprove', 'release'], { error: '操作不正确' });
export const RunKind = z.enum(RUN_KINDS, { error: '计费类型不正确' });
export const ReadingState = z.enum(READING_STATES);
export const ShareMethod = z.enum(SHARE_METHOD_CODES, { error: '分摊方式不正确' });
export const ShareScope = z.enum(SHARE_SCOPES, { error: '分摊范围不正确' });

export const Remark = z.string().check(maxChars(200));
export const ListQuery = PageQuery.extend({ estateId: Id.optional(), q: z.string().check(maxChars(50)).optional() });
export { pageOf };

/** Export purpose (spec: usage, auditor, auditDate YYYY.MM.DD), as every Excel export asks. */
export { ExportPurpose } from '../records/records.endpoints';
