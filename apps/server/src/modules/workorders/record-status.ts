import { ORDER_STATE_LABELS, type OrderEvent, type OrderState } from '@pm/domain';

// "The existing service records become this flow's records": a 受理登记 (已受理 1 → 处理中 2 → 已办结 3) or a 投诉管理
// record (待处理 1 → 处理中 2 → 已办结 3) shows the state of the order that stands for it. docs/decisions.md.

export type RecordKey = 'case-accept' | 'complaint';

/** The record's status for an order state: waiting 1, someone on it 2, the work done (or cancelled) 3. */
export function recordStatusOf(state: OrderState): '1' | '2' | '3' {
  if (state === 'pending') return '1';
  if (state === 'awaiting_rating' || state === 'awaiting_visit' || state === 'closed' || state === 'cancelled') return '3';
  return '2';
}

/** The record's 处理结果 after a step: the note of 完工 or the reason of 取消; null leaves it. */
export function recordResultOf(event: OrderEvent): string | null {
  if (event.action === 'finish') return event.detail.note ?? '已完工';
  if (event.action === 'cancel') return `${ORDER_STATE_LABELS.cancelled}：${event.reason ?? ''}`;
  return null;
}
