import { dec } from '../money/decimal';
import { positiveAmount } from './account-entry';
import { type OUTSOURCING_SERVICE_KIND_CODES, type OUTSOURCING_STATUS_CODES } from '../vocabulary/owners-words';

// 外包管理: the owners' service contracts (保洁, 绿化, 秩序维护, 电梯维保 …) decided by an owners' vote
// and paid from the estate's public account (docs/decisions.md "Outsourcing contracts").

export type OutsourcingServiceKind = (typeof OUTSOURCING_SERVICE_KIND_CODES)[number];
export const OUTSOURCING_SERVICE_KINDS: Readonly<Record<OutsourcingServiceKind, string>> = { cleaning: '保洁', greening: '绿化', security: '秩序维护', elevator: '电梯维保', other: '其他' };
export type OutsourcingStatus = (typeof OUTSOURCING_STATUS_CODES)[number];
export const OUTSOURCING_STATUSES: Readonly<Record<OutsourcingStatus, string>> = { draft: '草拟', voting: '表决中', signed: '已签订', terminated: '已终止', expired: '已到期' };
/** Choosing a contractor paid from the public income is item 9 (其他重大事项): an ordinary majority. */
export const OUTSOURCING_MATTER_CLASS = '9';
/** The public-account spending category of a contract payment. */
export const OUTSOURCING_SPENDING_KIND = 'outsourcing';

/** The terms of a contract: a period that does not end before it starts and a positive amount (≤ 2 dp). */
export function contractTerms(input: { startsOn: string; endsOn: string; amount: unknown }): { amount: string } | { error: string; field: string } {
  if (input.endsOn < input.startsOn) return { error: '合同截止日期不能早于开始日期', field: 'endsOn' };
  const amount = positiveAmount(input.amount);
  if ('error' in amount) return { error: amount.error.replace(/^金额/, '合同金额'), field: 'amount' };
  return { amount: amount.value };
}

/** A payment of a signed contract: positive, and with the earlier payments at most the contract amount. */
export function contractPayment(input: { status: OutsourcingStatus; amount: unknown; contractAmount: string; paid: string }): { amount: string } | { error: string; field: string } {
  if (input.status !== 'signed') return { error: `合同当前为“${OUTSOURCING_STATUSES[input.status]}”，只有已签订的合同才能付款`, field: 'id' };
  const amount = positiveAmount(input.amount);
  if ('error' in amount) return amount;
  const unpaid = dec(input.contractAmount).minus(input.paid);
  if (dec(amount.value).greaterThan(unpaid)) return { error: `付款金额超过合同未付金额（未付${unpaid.toFixed(2)}元）`, field: 'amount' };
  return { amount: amount.value };
}

/** Whether a contract may end now: 终止 from any open state, 到期 only when signed and its period is over. */
export function contractEnd(input: { status: OutsourcingStatus; how: 'terminated' | 'expired'; endsOn: string; today: string }): { endedOn: string } | { error: string } {
  if (input.status === 'terminated' || input.status === 'expired') return { error: `合同已${OUTSOURCING_STATUSES[input.status].slice(1)}，不能再变更` };
  if (input.how === 'terminated') return { endedOn: input.today };
  if (input.status !== 'signed') return { error: '只有已签订的合同才能到期' };
  if (input.today <= input.endsOn) return { error: `合同期限至${input.endsOn}，尚未届满` };
  return { endedOn: input.endsOn };
}
