// The charging area's codes, declared once: the contracts' enums and the database's CHECKs are made from them.

/** 1 单价×计费数量, 2 固定金额, 3 阶梯单价, 4 按日单价 (spec §9 price methods 1-4). */
export const PRICE_METHODS = ['1', '2', '3', '4'] as const;
/** What a standard's unit price multiplies. */
export const CHARGE_BASES = ['area', 'usage', 'house', 'parking', 'persons', 'days'] as const;
/** area_charge_type: 1 建筑面积, 2 使用面积, 3 套内面积. */
export const AREA_TYPES = ['1', '2', '3'] as const;
/** How a month begun or ended inside the charged days is charged. */
export const PRORATIONS = ['actual_days', 'days30', 'none'] as const;
/** What a standard is bound to. */
export const CHARGE_TARGETS = ['house', 'parking', 'meter'] as const;
/** What a bill line charges: a binding's target, a share rule, a service (派工单, 有偿服务), or a hand-entered line. */
export const BILL_LINE_TARGETS = [...CHARGE_TARGETS, 'share', 'service', 'other'] as const;
/** A bill line as stored: 待计费 → 待审核 → 已审核 → 待收费; 已收费 is a released line with nothing open (never stored). */
export const BILL_LINE_STATUSES = ['pending_calc', 'pending_audit', 'audited', 'released'] as const;
/** What a bill line's history records. */
export const BILL_LINE_EVENT_ACTIONS = [
  'create',
  'delete',
  'submit',
  'approve',
  'reject',
  'unapprove',
  'release',
  'reverse',
  'rebill',
  'reduce',
  'recompute',
] as const;
/** 常规, 月中, 其他, 服务计费, 分摊. */
export const RUN_KINDS = ['normal', 'mid_month', 'other', 'service', 'share'] as const;
export const RUN_STATES = ['running', 'done', 'failed', 'cancelled'] as const;
/** 抄表: W 待审核, C 已审核, F 已驳回. */
export const READING_STATES = ['W', 'C', 'F'] as const;
/** share_method (spec §9; names in charging/share-weights.ts). */
export const SHARE_METHOD_CODES = ['1', '2', '10', '11', '12', '13', '14', '15', '16'] as const;
export const SHARE_SCOPES = ['estate', 'building', 'houses'] as const;
/** 减免 by an amount or a percent. */
export const REDUCTION_KINDS = ['amount', 'percent'] as const;
/** 减免's approval: 待审批, 已批准, 已驳回. */
export const REDUCTION_STATES = ['pending', 'approved', 'rejected'] as const;
