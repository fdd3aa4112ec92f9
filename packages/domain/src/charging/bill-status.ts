import { dec } from '../money/decimal';

/** Bill-line statuses (spec §4 charge-to-audit states) in order: DB code and the spec's label. */
export const BILL_STATUSES = [
  { code: 'pending_calc', label: '待计费' },
  { code: 'pending_audit', label: '待审核' },
  { code: 'audited', label: '已审核' },
  { code: 'receivable', label: '待收费' },
  { code: 'paid', label: '已收费' },
] as const;
export type BillStatus = (typeof BILL_STATUSES)[number]['code'];

/** Bill-line actions: DB/API code and label. */
export const BILL_ACTIONS = [
  { code: 'submit', label: '提交审核' },
  { code: 'approve', label: '审核' },
  { code: 'reject', label: '驳回' },
  { code: 'unapprove', label: '反审核' },
  { code: 'release', label: '发布' },
  { code: 'settle', label: '收费' },
  { code: 'reopen', label: '撤销收费' },
] as const;
export type BillAction = (typeof BILL_ACTIONS)[number]['code'];

const EDGES: Record<BillAction, [from: BillStatus, to: BillStatus]> = {
  submit: ['pending_calc', 'pending_audit'],
  approve: ['pending_audit', 'audited'],
  reject: ['pending_audit', 'pending_calc'],
  unapprove: ['audited', 'pending_audit'],
  release: ['audited', 'receivable'],
  settle: ['receivable', 'paid'],
  reopen: ['paid', 'receivable'],
};

export const RELEASED_EDIT_MESSAGE = '已发布的费用不能修改，请冲销后重新计费';

/** Facts a guarded action needs: settle needs paid = net (元); reopen needs a payment reversal. */
export interface TransitionContext {
  paid?: string;
  net?: string;
  byPaymentReversal?: boolean;
}

/** Chinese label of a status code. */
export function billStatusLabel(status: BillStatus): string {
  return BILL_STATUSES.find((s) => s.code === status)?.label ?? status;
}

/** Released lines (待收费, 已收费) are booked as receivable and are never edited, only reversed. */
export function isReleased(status: BillStatus): boolean {
  return status === 'receivable' || status === 'paid';
}

/** Whether quantity, price or amount may still change: 待计费 and 待审核 only (已审核 is frozen until 反审核). */
export function isEditable(status: BillStatus): boolean {
  return status === 'pending_calc' || status === 'pending_audit';
}

/** Why a line may not be edited (Chinese), or null when it may (C18: a 待收费 line is refused). */
export function editRefusal(status: BillStatus): string | null {
  if (isEditable(status)) return null;
  return status === 'audited' ? '已审核的费用不能修改，请先反审核' : RELEASED_EDIT_MESSAGE;
}

/**
 * The bill-line state machine: 待计费 -submit→ 待审核 -approve→ 已审核 -release→ 待收费 -settle→ 已收费;
 * back: reject 待审核→待计费, unapprove 已审核→待审核, reopen 已收费→待收费 (only by a payment reversal).
 * settle needs paid = net (a partial payment keeps the line 待收费). Returns the target or a Chinese message.
 */
export function transition(
  from: BillStatus,
  action: BillAction,
  context: TransitionContext = {},
): { to: BillStatus } | { error: string } {
  const [source, to] = EDGES[action];
  const actionLabel = BILL_ACTIONS.find((a) => a.code === action)?.label ?? action;
  if (from !== source) {
    if (isReleased(from) && action !== 'settle' && action !== 'reopen' && action !== 'release')
      return { error: RELEASED_EDIT_MESSAGE };
    return { error: `${billStatusLabel(from)}的费用不能${actionLabel}` };
  }
  if (action === 'settle') {
    if (context.paid === undefined || context.net === undefined) return { error: '未缴清，不能标记为已收费' };
    const paid = dec(context.paid);
    const net = dec(context.net);
    if (paid.lessThan(net)) return { error: '未缴清，不能标记为已收费' };
    if (paid.greaterThan(net)) return { error: '实收金额超过应收金额' };
  }
  if (action === 'reopen' && !context.byPaymentReversal) return { error: '已收费的费用只能通过冲销收款退回待收费' };
  return { to };
}
