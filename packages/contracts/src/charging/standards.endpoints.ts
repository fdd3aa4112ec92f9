import { z } from 'zod';
import { flag } from '../core/integers';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, okOutput, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import {
  AreaType,
  Basis,
  Day,
  Decimal4,
  decimalText,
  ExportPurpose,
  Id,
  ListQuery,
  Money,
  pageOf,
  PriceMethod,
  Proration,
  Remark,
  Rounding,
  TargetType,
} from './charging.schemas';

const tag = 'charging';
const roles: readonly Role[] = ['emp', 'sa'];

/** A band of a tiered standard: [fromQty, toQty), the last one open (toQty null). */
export const StandardTier = z.object({ fromQty: decimalText('阶梯起始量', 4), toQty: decimalText('阶梯截止量', 4).nullable(), unitPrice: decimalText('阶梯单价', 4) });
export const StandardTierRow = z.object({ seq: z.number(), fromQty: Decimal4, toQty: Decimal4.nullable(), unitPrice: Decimal4 });

/** The body of a standard (create, edit while unused, new version). */
export const StandardInput = z.object({
  estateId: Id,
  itemId: Id,
  code: z.string().trim().min(1, '请输入标准编号').check(maxChars(30)),
  name: z.string().trim().min(1, '请输入标准名称').check(maxChars(50)),
  priceMethod: PriceMethod,
  basis: Basis,
  areaType: AreaType.nullable().optional(),
  unitPrice: decimalText('单价', 4).nullable().optional(),
  fixedAmount: decimalText('固定金额', 2).nullable().optional(),
  tiers: z.array(StandardTier).max(20, '阶梯最多20档').optional(),
  vacantRate: decimalText('空置房费率', 4).nullable().optional(),
  rounding: Rounding.default('half_up_2'),
  proration: Proration.default('actual_days'),
  validFrom: Day,
  validTo: Day.nullable().optional(),
  remark: Remark.nullable().optional(),
});

export const StandardRow = z.object({
  id: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  itemId: z.number(),
  itemName: z.string(),
  code: z.string(),
  name: z.string(),
  version: z.number(),
  priceMethod: z.string(),
  basis: z.string(),
  areaType: z.string().nullable(),
  unitPrice: Decimal4.nullable(),
  fixedAmount: Money.nullable(),
  vacantRate: Decimal4.nullable(),
  rounding: z.string(),
  proration: z.string(),
  validFrom: z.string(),
  validTo: z.string().nullable(),
  remark: z.string().nullable(),
  /** Bill lines computed with this version: a used version is never changed. */
  used: z.boolean(),
  /** Live bindings of this standard's code. */
  bindings: z.number(),
});
export const StandardDetail = StandardRow.extend({ tiers: z.array(StandardTierRow), versions: z.array(StandardRow.pick({ id: true, version: true, validFrom: true, validTo: true, unitPrice: true, fixedAmount: true })) });

export const StandardQuery = ListQuery.extend({ itemId: Id.optional(), current: flag().optional() });

export const BindingRow = z.object({
  id: z.number(),
  estateId: z.number(),
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  targetType: z.string(),
  targetId: z.number(),
  targetName: z.string(),
  itemId: z.number(),
  itemName: z.string(),
  standardCode: z.string(),
  standardName: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  quantity: Decimal4.nullable(),
});
export const BindingQuery = ListQuery.extend({ buildingId: Id.optional(), houseId: Id.optional(), itemId: Id.optional(), targetType: TargetType.optional(), live: flag().optional() });
/**
 * Bind one standard to many: every house of the estate, of some buildings, or a selection (their
 * parking spaces or meters when the target is parking or meter). The start is each house's charge
 * start date (/api/common/charge-start-date) unless `startDate` is given and later.
 */
export const BulkBindInput = z.object({
  estateId: Id,
  standardCode: z.string().trim().min(1, '请选择收费标准').check(maxChars(30)),
  targetType: TargetType.default('house'),
  buildingIds: z.array(Id).max(500).optional(),
  houseIds: z.array(Id).max(5000).optional(),
  startDate: Day.optional(),
  quantity: decimalText('计费数量', 4).nullable().optional(),
});
export const BulkBindResult = z.object({ created: z.number(), skipped: z.number(), skippedReasons: z.array(z.object({ houseCode: z.string(), reason: z.string() })) });

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/charging${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const standardEndpoints = {
  listStandards: post('/standards/list', StandardQuery, pageOf(StandardRow), '收费标准分页（current 为真时只列今日有效的版本）', reads('charge_ops-standards', 'charge_ops-sharing', 'charge_setup-sharing', 'charge_setup-meters')),
  getStandard: defineEndpoint({ method: 'GET', path: '/api/charging/standards/:id', input: z.object({ id: Id }), output: StandardDetail, auth: 'session', rights: reads('charge_ops-standards'), roles, summary: '收费标准详情（阶梯与全部版本）', tag }),
  createStandard: post('/standards', StandardInput, StandardDetail, '新建收费标准（版本 1）', writes('charge_ops-standards')),
  updateStandard: defineEndpoint({ method: 'PUT', path: '/api/charging/standards/:id', input: StandardInput.extend({ id: Id }), output: StandardDetail, auth: 'session', rights: writes('charge_ops-standards'), roles, summary: '修改未被计费使用的收费标准版本', tag }),
  newStandardVersion: post('/standards/:id/version', StandardInput.omit({ estateId: true, itemId: true, code: true }).extend({ id: Id }), StandardDetail, '新版本：自 validFrom 起生效，上一版本于前一日截止', writes('charge_ops-standards')),
  deleteStandard: defineEndpoint({ method: 'DELETE', path: '/api/charging/standards/:id', input: z.object({ id: Id }), output: okOutput, auth: 'session', rights: writes('charge_ops-standards'), roles, summary: '删除未被使用、未被绑定的收费标准版本', tag }),
  exportStandards: defineEndpoint({ method: 'POST', path: '/api/charging/standards/export', input: StandardQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape), output: z.null(), raw: true, auth: 'session', rights: reads('charge_ops-standards'), roles, summary: '导出收费标准（Excel）', tag }),
  listBindings: post('/bindings/list', BindingQuery, pageOf(BindingRow), '收费标准绑定分页', reads('charge_ops-standards', 'charge_setup-meters')),
  bulkBind: post('/bindings/bulk', BulkBindInput, BulkBindResult, '批量绑定：按楼盘、楼宇或所选房屋（已有同项目绑定的跳过并说明）', writes('charge_ops-standards', 'charge_setup-meters')),
  endBinding: post('/bindings/:id/end', z.object({ id: Id, endDate: Day }), BindingRow, '结束绑定（截止日之后不再计费）', writes('charge_ops-standards', 'charge_setup-meters')),
  exportBindings: defineEndpoint({ method: 'POST', path: '/api/charging/bindings/export', input: BindingQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape), output: z.null(), raw: true, auth: 'session', rights: reads('charge_ops-standards', 'charge_setup-meters'), roles, summary: '导出收费绑定（Excel）', tag }),
};
