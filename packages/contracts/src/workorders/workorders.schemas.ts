import { z } from 'zod';
import { DISPATCH_MODES, ORDER_ACTOR_KINDS, ORDER_COST_KINDS, ORDER_KINDS, ORDER_PRIORITIES, ORDER_STATES, PAUSE_REASONS } from '@pm/domain';
import { Id, integer } from '../core/integers';
import { PageQuery, pageOf } from '../core/paging';
import { maxChars } from '../core/text';
import { decimalText, Decimal4, Money } from '../charging/charging.schemas';

// 工单 (issue 34): the dispatcher's board, a technician's orders and pool, one order with its timeline, one POST per
// step of the flow. States, kinds and actions are the domain's (packages/domain/src/workorders).

export const WorkOrderKind = z.enum(ORDER_KINDS, { error: '工单类型不正确' });
export const WorkOrderState = z.enum(ORDER_STATES, { error: '工单状态不正确' });
export const WorkOrderPriority = z.enum(ORDER_PRIORITIES, { error: '紧急程度不正确' });
export const WorkOrderDispatchMode = z.enum(DISPATCH_MODES, { error: '派单方式不正确' });
/** The board's SLA filter: 正常 (no clock near its limit), 预警 (warning passed), 超时 (a limit passed), none (no clock). */
export const WorkOrderSlaFilter = z.enum(['normal', 'warning', 'overdue'], { error: '时限状态不正确' });
export const WorkOrderSlaState = z.enum(['normal', 'warning', 'overdue', 'none']);

const text = (label: string, max: number) => z.string({ error: `请填写${label}` }).trim().check(maxChars(max));
const isoTime = (label: string) => z.iso.datetime({ offset: true, error: `${label}格式不正确` });

export const CreateWorkOrderInput = z.object({
  kind: WorkOrderKind.refine((k) => k !== 'patrol' && k !== 'maintenance', '巡检和维保工单由计划生成'),
  priority: WorkOrderPriority.default('normal'),
  houseId: Id.optional(),
  reporter: text('报事人', 50).optional(),
  phone: text('电话', 20).optional(),
  content: z.string({ error: '请描述问题' }).trim().min(2, '请描述问题').check(maxChars(1000)),
  /** 抢单: the order waits in the team's pool; 指派: a dispatcher gives it. */
  mode: WorkOrderDispatchMode.default('assign'),
  teamId: Id.optional(),
  /** Given at once to this person (the order starts 已派单). */
  staffId: Id.optional(),
  appointmentAt: isoTime('预约时间').optional(),
});
export type CreateWorkOrderInput = z.infer<typeof CreateWorkOrderInput>;

export const WorkOrderBoardQuery = PageQuery.extend({
  state: WorkOrderState.optional(),
  /** Only orders not yet 已完成 / 已取消. */
  open: z.enum(['true', 'false'], { error: '参数不正确' }).optional(),
  kind: WorkOrderKind.optional(),
  teamId: Id.optional(),
  handlerId: Id.optional(),
  sla: WorkOrderSlaFilter.optional(),
  houseId: Id.optional(),
  text: z.string().trim().check(maxChars(50)).optional(),
});
export type WorkOrderBoardQuery = z.infer<typeof WorkOrderBoardQuery>;

export const WorkOrderRow = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: WorkOrderKind,
  kindName: z.string(),
  priority: WorkOrderPriority,
  priorityName: z.string(),
  state: WorkOrderState,
  stateName: z.string(),
  mode: WorkOrderDispatchMode,
  houseId: z.number().int().nullable(),
  houseName: z.string().nullable(),
  reporter: z.string().nullable(),
  phone: z.string().nullable(),
  content: z.string(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  handlerId: z.number().int().nullable(),
  handlerName: z.string().nullable(),
  appointmentAt: z.string().nullable(),
  /** The earliest limit of the clocks still running (ISO), the board's order. */
  dueAt: z.string().nullable(),
  warnAt: z.string().nullable(),
  sla: WorkOrderSlaState,
  /** Escalation level announced: 0 none, 1 班长, 2 主管. */
  slaLevel: z.number().int(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type WorkOrderRow = z.infer<typeof WorkOrderRow>;
export const WorkOrderPage = pageOf(WorkOrderRow);

export const WorkOrderEventRow = z.object({
  id: z.number().int(),
  action: z.string(),
  actionName: z.string(),
  from: z.string().nullable(),
  to: z.string(),
  actorKind: z.enum(ORDER_ACTOR_KINDS),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  capacity: z.string(),
  handlerAfter: z.number().int().nullable(),
  teamAfter: z.number().int().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});

export const WorkOrderMaterial = z.object({
  kind: z.enum(ORDER_COST_KINDS),
  name: z.string(),
  unitPrice: Decimal4,
  quantity: Decimal4,
  amount: Money,
  billed: z.boolean(),
});

export const WorkOrderSlaClock = z.object({
  target: z.enum(['response', 'arrival', 'resolution']),
  targetName: z.string(),
  dueAt: z.string().nullable(),
  warnAt: z.string().nullable(),
  phase: z.enum(['in_time', 'warning', 'overdue', 'escalated']),
  level: z.number().int(),
  paused: z.boolean(),
  stopped: z.boolean(),
  met: z.boolean().nullable(),
  remainingMinutes: z.number(),
});

export const WorkOrderDetail = WorkOrderRow.extend({
  recordKey: z.string().nullable(),
  recordId: z.number().int().nullable(),
  pauses: z.array(z.object({ from: z.string(), to: z.string().nullable(), reason: z.string(), note: z.string().nullable() })),
  charge: z.object({ total: Money }).nullable(),
  rating: z.object({ score: z.number().int().nullable(), comment: z.string().nullable(), auto: z.boolean() }).nullable(),
  clocks: z.array(WorkOrderSlaClock),
  events: z.array(WorkOrderEventRow),
  photos: z.array(z.object({ fileId: z.number().int(), name: z.string(), fromEvent: z.number().int().nullable() })),
  materials: z.array(WorkOrderMaterial),
});
export type WorkOrderDetail = z.infer<typeof WorkOrderDetail>;

export const WorkOrderIdInput = z.object({ id: Id });

/** Every step names the order and may carry the version the screen showed (a later change answers 409). */
const step = <S extends z.ZodRawShape>(shape: S) =>
  z.object({ id: Id, version: integer(z.number().int().positive().optional()), ...shape });
const reason = (label: string) => z.string({ error: `请填写${label}原因` }).trim().min(1, `请填写${label}原因`).check(maxChars(200));
const note = z.string().trim().check(maxChars(500)).optional();
const target = { staffId: Id.optional(), teamId: Id.optional() };
const needsTarget = { error: '请选择维修人员或班组', path: ['staffId'] };

export const WorkOrderPlainStepInput = step({});
export const WorkOrderAssignInput = step(target).refine((v) => v.staffId !== undefined || v.teamId !== undefined, needsTarget);
export const WorkOrderTransferInput = step({ ...target, reason: reason('转派') }).refine((v) => v.staffId !== undefined || v.teamId !== undefined, needsTarget);
export const WorkOrderPauseInput = step({ reason: z.enum(PAUSE_REASONS, { error: '请选择挂起原因' }), note });
export const WorkOrderReturnInput = step({ reason: reason('退单') });
export const WorkOrderCancelInput = step({ reason: reason('取消') });
export const WorkOrderUrgeInput = step({ note });
export const WorkOrderRateInput = step({
  score: integer(z.number({ error: '评分应为1到5分的整数' }).int('评分应为1到5分的整数').min(1, '评分应为1到5分的整数').max(5, '评分应为1到5分的整数')),
  comment: note,
});
export const WorkOrderVisitInput = step({ satisfied: z.boolean({ error: '请选择是否满意' }), note });
export const WorkOrderFinishLineInput = z.object({
  kind: z.enum(ORDER_COST_KINDS, { error: '费用类别不正确' }),
  name: text('名称', 100),
  unitPrice: decimalText('单价', 4, { positive: true }),
  quantity: decimalText('数量', 4, { positive: true }),
});
export const WorkOrderFinishInput = step({
  /** Photos uploaded first through the files module. */
  photoIds: z.array(Id).max(9, '最多上传9张照片').default([]),
  note,
  lines: z.array(WorkOrderFinishLineInput).max(50, '最多50行费用').default([]),
  chargeOwner: z.boolean().default(false),
  ownerConfirmed: z.boolean().default(false),
});

/** A 维修班组 for the dispatcher's pickers: its 班长, 主管 and members with the open orders each holds. */
export const WorkTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  leaderId: z.number().int().nullable(),
  leaderName: z.string().nullable(),
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  members: z.array(z.object({ id: z.number().int(), name: z.string(), openOrders: z.number().int() })),
});
export type WorkTeam = z.infer<typeof WorkTeam>;
