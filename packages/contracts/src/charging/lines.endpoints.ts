import { RUN_STATES } from '@pm/domain';
import { z } from 'zod';
import { reads, writes, type EndpointRights } from '../core/rights';
import { defineEndpoint, type Role } from '../core/endpoint';
import { maxChars } from '../core/text';
import {
  Day,
  Decimal4,
  decimalText,
  ExportPurpose,
  Id,
  LineAction,
  LineStatus,
  ListQuery,
  Money,
  pageOf,
  Period,
  Remark,
  RunKind,
} from './charging.schemas';

const tag = 'charging';
const roles: readonly Role[] = ['emp', 'sa'];

/** A bill run (计费) as a job: the screen polls it for progress. */
export const BillRun = z.object({
  id: z.number(),
  estateId: z.number(),
  estateName: z.string(),
  kind: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  dateFrom: z.string().nullable(),
  dateTo: z.string().nullable(),
  state: z.enum(RUN_STATES),
  total: z.number(),
  done: z.number(),
  linesCreated: z.number(),
  linesSkipped: z.number(),
  amount: Money,
  error: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
/**
 * Start a run. normal: whole months periodFrom..periodTo; mid_month: one month, charged from
 * dateFrom to dateTo (a move-in or move-out inside it); other: one-off items (itemIds) for the
 * period; service: finished 有偿服务 work orders (workOrderIds) and/or completed 历史派工单 (dispatchIds), one line
 * each under serviceItemId, billed as 特约服务; share: a share
 * rule (shareRuleId) for one period. Scope: buildings or houses of the estate (default all).
 */
export const StartRunInput = z.object({
  estateId: Id,
  kind: RunKind,
  periodFrom: Period,
  periodTo: Period.optional(),
  dateFrom: Day.optional(),
  dateTo: Day.optional(),
  buildingIds: z.array(Id).max(500).optional(),
  houseIds: z.array(Id).max(5000).optional(),
  itemIds: z.array(Id).max(50).optional(),
  shareRuleId: Id.optional(),
  dispatchIds: z.array(Id).max(1000).optional(),
  workOrderIds: z.array(Id).max(1000).optional(),
  /** service: the item the work orders are billed under. */
  serviceItemId: Id.optional(),
});
/** 服务计费: finished 有偿服务 work orders of an estate waiting for payment and not billed yet. */
export const BillableWorkOrderQuery = ListQuery.extend({ estateId: Id });
export const BillableWorkOrder = z.object({
  id: z.number(),
  number: z.string(),
  houseId: z.number(),
  houseName: z.string(),
  content: z.string(),
  finishedAt: z.string(),
  /** 人工 and 上门费 recorded at 完工. */
  labour: Money,
  /** 材料 recorded at 完工. */
  materials: Money,
  total: Money,
});
export const RunQuery = ListQuery.extend({ kind: RunKind.optional() });

export const BillLineRow = z.object({
  id: z.number(),
  estateId: z.number(),
  houseId: z.number(),
  houseCode: z.string(),
  houseName: z.string(),
  itemId: z.number(),
  itemName: z.string(),
  runId: z.number().nullable(),
  targetType: z.string(),
  targetName: z.string().nullable(),
  period: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  quantity: Decimal4.nullable(),
  unitPrice: Decimal4.nullable(),
  fraction: z.string().nullable(),
  gross: Money.nullable(),
  reduction: Money,
  net: Money.nullable(),
  /** Still owed (released lines); null before release. */
  open: Money.nullable(),
  dueDate: z.string(),
  status: LineStatus,
  reversalOf: z.number().nullable(),
  adjustsLineId: z.number().nullable(),
  generation: z.number(),
  remark: z.string().nullable(),
  auditedByName: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export const LineQuery = ListQuery.extend({
  status: LineStatus.optional(),
  period: Period.optional(),
  buildingId: Id.optional(),
  houseId: Id.optional(),
  itemId: Id.optional(),
  runId: Id.optional(),
});
export const LinePage = pageOf(BillLineRow).extend({ sumNet: Money, sumOpen: Money });
/** Move selected lines together: all or none (a line in another state refuses the whole request, naming it). */
export const TransitionInput = z.object({ ids: z.array(Id).min(1, '请选择费用').max(5000, '一次最多5000条'), action: LineAction, note: Remark.optional() });
export const TransitionResult = z.object({ moved: z.number(), status: LineStatus });
/** Select every line of a query instead of ids (the audit screen's 全部审核). */
export const TransitionAllInput = LineQuery.omit({ page: true, size: true }).extend({ action: LineAction, note: Remark.optional() });
/** Correct a released line: a reversal line (−net) and, unless `cancel`, a new line with the corrected figures. */
export const ReverseInput = z.object({
  id: Id,
  reason: z.string().trim().min(1, '请输入冲销原因').check(maxChars(200)),
  cancel: z.boolean().default(false),
  quantity: decimalText('计费数量', 4).optional(),
  unitPrice: decimalText('单价', 4).optional(),
  amount: decimalText('金额', 2).optional(),
});
export const ReverseResult = z.object({ reversal: BillLineRow, replacement: BillLineRow.nullable() });
export const LineEvent = z.object({ id: z.number(), action: z.string(), fromStatus: z.string().nullable(), toStatus: z.string().nullable(), note: z.string().nullable(), byName: z.string().nullable(), at: z.string() });
/** A one-off line (其他) entered by hand for a house. */
export const OtherLineInput = z.object({
  houseId: Id,
  itemId: Id,
  period: Period,
  amount: decimalText('金额', 2, { positive: true }),
  dueDate: Day.optional(),
  remark: Remark.optional(),
});

const post = <I extends z.ZodType, O extends z.ZodType>(path: string, input: I, output: O, summary: string, rights: EndpointRights) =>
  defineEndpoint({ method: 'POST', path: `/api/charging${path}`, input, output, auth: 'session', roles, rights, summary, tag });

export const lineEndpoints = {
  startRun: post('/runs', StartRunInput, BillRun, '开始计费（作业，返回后轮询进度）；同一房屋、项目、期间不重复计费', writes('charge_ops-audit', 'charge_ops-sharing', 'charge_setup-sharing', 'charge_ops-service-billing')),
  getRun: defineEndpoint({ method: 'GET', path: '/api/charging/runs/:id', input: z.object({ id: Id }), output: BillRun, auth: 'session', rights: reads('charge_ops-audit', 'charge_ops-sharing', 'charge_setup-sharing', 'charge_ops-service-billing'), roles, silent: true, summary: '计费作业进度', tag }),
  listRuns: post('/runs/list', RunQuery, pageOf(BillRun), '计费作业分页', reads('charge_ops-audit', 'charge_ops-sharing', 'charge_setup-sharing', 'charge_ops-service-billing')),
  billableWorkOrders: post('/service/work-orders', BillableWorkOrderQuery, pageOf(BillableWorkOrder), '服务计费：已完工待支付、尚未计费的有偿服务工单（人工、材料、合计）', reads('charge_ops-service-billing')),
  listLines: post('/lines/list', LineQuery, LinePage, '应收费用分页（含合计）', reads('charge_ops-audit', 'charge_ops-reductions')),
  lineEvents: defineEndpoint({ method: 'GET', path: '/api/charging/lines/:id/events', input: z.object({ id: Id }), output: z.array(LineEvent), auth: 'session', rights: reads('charge_ops-audit'), roles, summary: '费用的审核轨迹（谁、何时、从何状态到何状态）', tag }),
  transitionLines: post('/lines/transition', TransitionInput, TransitionResult, '计费审核：提交、审核、退回、反审核、发布（全部成功或全部不变）', writes('charge_ops-audit')),
  transitionAll: post('/lines/transition-all', TransitionAllInput, TransitionResult, '按条件批量审核（条件下全部同状态费用）', writes('charge_ops-audit')),
  recomputeLines: post('/lines/recompute', z.object({ ids: z.array(Id).min(1, '请选择费用').max(5000) }), TransitionResult, '重新计算待计费的费用（读数审核后）', writes('charge_ops-audit', 'charge_ops-meter-reading')),
  reverseLine: post('/lines/reverse', ReverseInput, ReverseResult, '冲销已发布的费用并重新计费（两条新记录，均需审核）', writes('charge_ops-audit')),
  createOtherLine: post('/lines/other', OtherLineInput, BillLineRow, '录入一次性费用（其他），待审核', writes('charge_ops-audit', 'charge_settle-other')),
  deleteDraftLine: defineEndpoint({ method: 'DELETE', path: '/api/charging/lines/:id', input: z.object({ id: Id }), output: z.null(), auth: 'session', rights: writes('charge_ops-audit'), roles, summary: '删除未发布的费用草稿', tag }),
  exportLines: defineEndpoint({ method: 'POST', path: '/api/charging/lines/export', input: LineQuery.omit({ page: true, size: true }).extend(ExportPurpose.shape), output: z.null(), raw: true, auth: 'session', rights: reads('charge_ops-audit'), roles, summary: '导出应收费用（Excel）', tag }),
};
