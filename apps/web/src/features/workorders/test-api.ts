import type { WorkOrderDetail, WorkOrderRow, WorkTeam } from './api/workorders';

export { ok, refusal, stubApi, type Answer, type Call } from '../../test/stub-api';

/** A pending urgent 报修 of 3栋0101, due in 20 minutes (warning passed), unless told. */
export const orderRow = (id: number, over: Partial<WorkOrderRow> = {}): WorkOrderRow => ({
  id,
  number: `GD2026113000${id}`,
  kind: 'repair',
  kindName: '报修',
  priority: 'urgent',
  priorityName: '紧急',
  state: 'pending',
  stateName: '待派单',
  mode: 'assign',
  houseId: 11,
  houseName: '3栋0101',
  reporter: '王先生',
  phone: '13800000001',
  content: '3栋电梯困人，业主来电求助',
  teamId: 5,
  teamName: '水电维修班',
  handlerId: null,
  handlerName: null,
  appointmentAt: null,
  dueAt: '2026-11-30T02:20:00.000Z',
  warnAt: '2026-11-30T02:10:00.000Z',
  sla: 'warning',
  slaLevel: 0,
  createdAt: '2026-11-30T02:00:00.000Z',
  version: 3,
  ...over,
});

/** Its detail: the response clock running, one event (登记), nothing else yet. */
export const orderDetail = (id: number, over: Partial<WorkOrderDetail> = {}): WorkOrderDetail => ({
  ...orderRow(id),
  recordKey: 'case-accept',
  recordId: 90,
  pauses: [],
  charge: null,
  rating: null,
  clocks: [
    { target: 'response', targetName: '响应', dueAt: '2026-11-30T02:20:00.000Z', warnAt: '2026-11-30T02:10:00.000Z', phase: 'warning', level: 0, paused: false, stopped: false, met: null, remainingMinutes: 8 },
    { target: 'resolution', targetName: '完成', dueAt: '2026-11-30T06:00:00.000Z', warnAt: '2026-11-30T05:00:00.000Z', phase: 'in_time', level: 0, paused: true, stopped: false, met: null, remainingMinutes: 228 },
  ],
  events: [
    { id: 1, action: 'create', actionName: '登记', from: null, to: 'pending', actorKind: 'staff', actorId: 2, actorName: '黄志明', capacity: 'dispatcher', handlerAfter: null, teamAfter: 5, reason: null, detail: {}, at: '2026-11-30T02:00:00.000Z' },
  ],
  photos: [],
  materials: [],
  ...over,
});

export const team: WorkTeam = {
  id: 5,
  name: '水电维修班',
  leaderId: 21,
  leaderName: '张伟',
  managerId: 2,
  managerName: '黄志明',
  members: [
    { id: 21, name: '张伟', openOrders: 1 },
    { id: 22, name: '李秀英', openOrders: 3 },
  ],
};

export const page = <T>(rows: T[]) => ({ total: rows.length, page: 1, size: 20, rows });
