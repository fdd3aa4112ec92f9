import { AREA_TYPES, REDUCTION_KINDS, REDUCTION_STATES } from '@pm/domain';
import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, okOutput, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import { Decimal4, decimalText, Id, ListQuery, Money, pageOf, Period, Remark, ShareMethod, ShareScope } from './charging.schemas';

const tag = 'charging';
const roles: readonly Role[] = ['emp', 'sa'];

// 减免管理 and 分摊 (sharing): reductions of bill lines, share rules and their preview.

export const ReductionRow = z.object({
  id: z.number(),
  lineId: z.number(),
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  itemName: z.string(),
  period: z.string(),
  lineNet: Money.nullable(),
  kind: z.enum(REDUCTION_KINDS),
  value: Decimal4,
  amount: Money,
  reason: z.string(),
  state: z.enum(REDUCTION_STATES),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  adjustmentLineId: z.number().nullable(),
});
export const ReductionQuery = ListQuery.extend({ state: z.enum(REDUCTION_STATES).optional(), houseId: Id.optional() });
export const ReductionInput = z.object({
  lineId: Id,
  kind: z.enum(REDUCTION_KINDS, { error: '减免方式不正确' }),
  value: decimalText('减免值', 4, { positive: true }),
  reason: z.string().trim().min(1, '请输入减免原因').check(maxChars(200)),
});
/** The approver decides; the requester cannot approve their own. Before release the line's net drops; after, an adjustment line (待审核) carries it. */
export const ReductionDecision = z.object({ id: Id, approve: z.boolean(), note: Remark.optional() });

export const ShareRuleInput = z.object({
  estateId: Id,
  itemId: Id,
  name: z.string().trim().min(1, '请输入分摊名称').check(maxChars(50)),
  method: ShareMethod,
  meterId: Id.nullable().optional(),
  standardCode: z.string().check(maxChars(30)).nullable().optional(),
  amount: decimalText('分摊金额', 2, { positive: true }).nullable().optional(),
  scope: ShareScope,
  buildingId: Id.nullable().optional(),
  houses: z.array(z.object({ houseId: Id, weight: decimalText('权重', 4).nullable().optional() })).max(5000).optional(),
  areaType: z.enum(AREA_TYPES).default('1'),
  active: z.boolean().default(true),
  remark: Remark.nullable().optional(),
});
export const ShareRuleRow = z.object({
  id: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  itemId: z.number(),
  itemName: z.string(),
  name: z.string(),
  method: z.string(),
  meterId: z.number().nullable(),
  meterCode: z.string().nullable(),
  standardCode: z.string().nullable(),
  amount: Money.nullable(),
  scope: z.string(),
  buildingId: z.number().nullable(),
  areaType: z.string(),
  houses: z.number(),
  active: z.boolean(),
  remark: z.string().nullable(),
});
/** A rule with its own houses and their weights (scope houses, or weights per house), for the edit form. */
export const ShareRuleDetail = ShareRuleRow.extend({ members: z.array(z.object({ houseId: z.number(), weight: Decimal4.nullable() })) });
/** One house's part of a share: its weight and amount; parts always sum to the total (largest remainder). */
export const SharePart = z.object({ houseId: z.number(), houseCode: z.string(), houseName: z.string(), weight: Decimal4, amount: Money });
export const SharePreview = z.object({ ruleId: z.number(), period: z.string(), usage: Decimal4.nullable(), total: Money, parts: z.array(SharePart) });

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/charging${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const adjustmentEndpoints = {
  listReductions: post('/reductions/list', ReductionQuery, pageOf(ReductionRow), '减免申请分页', reads('charge_ops-reductions')),
  requestReduction: post('/reductions', ReductionInput, ReductionRow, '申请减免（按金额或百分比）', writes('charge_ops-reductions')),
  decideReduction: post('/reductions/decide', ReductionDecision, ReductionRow, '审批减免', writes('charge_ops-reductions')),
  listShareRules: post('/share-rules/list', ListQuery, pageOf(ShareRuleRow), '分摊设置分页', reads('charge_ops-sharing', 'charge_setup-sharing')),
  getShareRule: defineEndpoint({ method: 'GET', path: '/api/charging/share-rules/:id', input: z.object({ id: Id }), output: ShareRuleDetail, auth: 'session', rights: reads('charge_ops-sharing', 'charge_setup-sharing'), roles, summary: '分摊设置详情（含所选房屋与权重）', tag }),
  createShareRule: post('/share-rules', ShareRuleInput, ShareRuleRow, '新建分摊设置', writes('charge_ops-sharing', 'charge_setup-sharing')),
  updateShareRule: defineEndpoint({ method: 'PUT', path: '/api/charging/share-rules/:id', input: ShareRuleInput.extend({ id: Id }), output: ShareRuleRow, auth: 'session', rights: writes('charge_ops-sharing', 'charge_setup-sharing'), roles, summary: '修改分摊设置', tag }),
  deleteShareRule: defineEndpoint({ method: 'DELETE', path: '/api/charging/share-rules/:id', input: z.object({ id: Id }), output: okOutput, auth: 'session', rights: writes('charge_ops-sharing', 'charge_setup-sharing'), roles, summary: '删除未计费的分摊设置', tag }),
  previewShare: post('/share-rules/preview', z.object({ ruleId: Id, period: Period }), SharePreview, '分摊预览：本期分摊总额与每户金额（分毫不差）', reads('charge_ops-sharing', 'charge_setup-sharing')),
};
