/** 冲红原因 (Nuonuo redReason, notes §4). */
export const RED_REASONS = { '1': '销货退回', '2': '开票有误', '3': '服务中止', '4': '销售折让' } as const;
export type RedReason = keyof typeof RED_REASONS;

/** 红字发票信息确认单 states (Nuonuo billStatus, notes §4). */
export const RED_CONFIRMATION_STATES = {
  '01': '无需确认',
  '02': '销方录入待购方确认',
  '03': '购方录入待销方确认',
  '04': '购销双方已确认',
  '05': '作废（销方录入购方否认）',
  '06': '作废（购方录入销方否认）',
  '07': '作废（超72小时未确认）',
  '08': '作废（发起方已撤销）',
  '09': '作废（确认后撤销）',
  '15': '申请中',
  '16': '申请失败',
} as const;
export type RedConfirmationState = keyof typeof RED_CONFIRMATION_STATES;

/** A 确认单 in these states lets the red invoice be issued ("确认即开票"). */
export const RED_ISSUABLE_STATES: readonly RedConfirmationState[] = ['01', '04'];

export type RedConfirmationProblem = 'partial_before_buyer_use' | 'partial_for_wrong_invoice';

/**
 * How a seller's 红字确认单 goes (notes §4): before the buyer's 用途确认 / 入账确认 only a whole red, at once (01 无需确认);
 * after it, whole or partial, once the buyer confirms (02). A partial red is refused for reason 2 开票有误 (that
 * takes a whole red and a new blue). 服务中止 (3) is let through for partial reds like 销货退回 and 销售折让: a
 * stopped service is a property company's return of goods (G10).
 */
export function redConfirmationStart(p: {
  partial: boolean;
  reason: RedReason;
  buyerConfirmedUse: boolean;
}): { ok: true; state: '01' | '02' } | { ok: false; problem: RedConfirmationProblem } {
  if (p.partial && p.reason === '2') return { ok: false, problem: 'partial_for_wrong_invoice' };
  if (p.partial && !p.buyerConfirmedUse) return { ok: false, problem: 'partial_before_buyer_use' };
  return { ok: true, state: p.buyerConfirmedUse ? '02' : '01' };
}
