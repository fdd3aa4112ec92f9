import { VOUCHER_ACTION_CODES } from '../vocabulary/accounting-words';

/** Voucher statuses (spec §4) in lifecycle order: code and the spec's label. */
export const VOUCHER_STATUSES = [
  { code: 'draft', label: '待修改' },
  { code: 'submitted', label: '待审核' },
  { code: 'audited', label: '待登账' },
  { code: 'posted', label: '已登账' },
] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number]['code'];

export const VOUCHER_STATUS_LABELS: Readonly<Record<VoucherStatus, string>> = {
  draft: '待修改',
  submitted: '待审核',
  audited: '待登账',
  posted: '已登账',
};

/** A 待修改 voucher without a number yet (saved unbalanced, never balanced since): 暂存. */
export const HELD_STATUS_LABEL = '暂存';

/** The status as shown: 暂存 for a draft still without a number, else the spec's label. */
export function voucherStatusLabel(status: VoucherStatus, numbered: boolean): string {
  return status === 'draft' && !numbered ? HELD_STATUS_LABEL : VOUCHER_STATUS_LABELS[status];
}

export type VoucherAction = (typeof VOUCHER_ACTION_CODES)[number];

export const VOUCHER_ACTION_LABELS: Readonly<Record<VoucherAction, string>> = {
  save: '保存',
  submit: '提交',
  audit: '审核',
  return: '退回',
  unaudit: '反审核',
  post: '登账',
  reverse: '冲销',
  delete: '删除',
};

/** The actions in order with their labels. */
export const VOUCHER_ACTIONS: readonly { code: VoucherAction; label: string }[] = VOUCHER_ACTION_CODES.map((code) => ({ code, label: VOUCHER_ACTION_LABELS[code] }));

/** Status a red reversal voucher (冲销) is created in: it is balanced by construction and waits for audit. */
export const REVERSAL_START_STATUS: VoucherStatus = 'submitted';

/** Who acts. `supervisor` (会计主管) may 反审核 another auditor's voucher. */
export interface VoucherActor {
  userId: string | number;
  supervisor?: boolean;
}

/** What the rules need to know of the voucher (for a new one: its maker — the actor — and its period). */
export interface VoucherFacts {
  makerId: string | number;
  auditorId?: string | number | null;
  /** The voucher's period is closed (A7). */
  periodClosed?: boolean;
  /** 'YYYY-MM', named in the closed-period message. */
  period?: string;
  /** Made by charging/settlement or depreciation: never edited, returned or deleted by hand. */
  generated?: boolean;
  /** A 已登账 voucher that has already been reversed. */
  reversed?: boolean;
  /** This voucher is itself a red reversal. */
  isReversal?: boolean;
  /** The 退回 reason (required for return). */
  reason?: string | null;
}

export interface VoucherRefusal {
  ok: false;
  /** Stable code for the API error (accounting.*). */
  code: string;
  message: string;
}
/**
 * `to` is the status after the action; null after delete. reverse leaves the original 已登账
 * (flagged reversed) and the caller writes a red voucher in REVERSAL_START_STATUS.
 */
export type VoucherTransitionResult = { ok: true; to: VoucherStatus | null } | VoucherRefusal;

const EDGES: Record<VoucherAction, [from: readonly (VoucherStatus | null)[], to: VoucherStatus | null]> = {
  save: [[null, 'draft'], 'draft'],
  submit: [['draft'], 'submitted'],
  audit: [['submitted'], 'audited'],
  return: [['submitted'], 'draft'],
  unaudit: [['audited'], 'submitted'],
  post: [['audited'], 'posted'],
  reverse: [['posted'], 'posted'],
  delete: [['draft'], null],
};

export const MAKER_AUDIT_MESSAGE = '制单人与审核人不能为同一人';
export const POSTED_EDIT_MESSAGE = '已登账的凭证不能修改或删除，请使用冲销';

function refuse(code: string, message: string): VoucherRefusal {
  return { ok: false, code: `accounting.${code}`, message };
}

function same(a: string | number | null | undefined, b: string | number | null | undefined): boolean {
  return a !== undefined && a !== null && b !== undefined && b !== null && String(a) === String(b);
}

function wrongStatus(status: VoucherStatus | null, action: VoucherAction): VoucherRefusal {
  if (status === 'posted' && (action === 'save' || action === 'delete'))
    return refuse('voucher_posted', POSTED_EDIT_MESSAGE);
  if (status === null) return refuse('voucher_not_found', '凭证不存在');
  return refuse('invalid_transition', `${VOUCHER_STATUS_LABELS[status]}的凭证不能${VOUCHER_ACTION_LABELS[action]}`);
}

/**
 * The voucher state machine (note §4): 待修改 -submit→ 待审核 -audit→ 待登账 -post→ 已登账; back:
 * return 待审核→待修改 (with a reason), unaudit 待登账→待审核 (the auditor or a supervisor); delete
 * a 待修改 voucher; reverse a 已登账 one once. `status` null means a new voucher (only save).
 * Who: the maker saves, submits and deletes; anyone but the maker audits and returns; anyone posts.
 * Nothing happens in a closed period except reversing (the red voucher goes to an open period).
 * Line content (balance, ≥ 2 lines, leaf subjects) is submitRefusal's and postingSubjectRefusal's.
 */
export function voucherTransition(
  status: VoucherStatus | null,
  action: VoucherAction,
  actor: VoucherActor,
  facts: VoucherFacts,
): VoucherTransitionResult {
  const [from, to] = EDGES[action];
  if (!from.includes(status)) return wrongStatus(status, action);
  const label = VOUCHER_ACTION_LABELS[action];
  if (facts.periodClosed && action !== 'reverse')
    return refuse('period_closed', `会计期间${facts.period ?? ''}已结账，不能${label}`);
  // A new voucher: its maker is the actor; only the period matters.
  if (status === null) return { ok: true, to };
  if (facts.generated && (action === 'save' || action === 'return' || action === 'delete'))
    return refuse('voucher_generated', `由业务单据生成的凭证不能${label}，请在来源单据中更正`);
  const isMaker = same(actor.userId, facts.makerId);
  switch (action) {
    case 'save':
    case 'submit':
    case 'delete':
      if (!isMaker && !facts.generated) return refuse('not_maker', `只有制单人可以${label}凭证`);
      break;
    case 'audit':
      if (isMaker) return refuse('maker_cannot_audit', MAKER_AUDIT_MESSAGE);
      break;
    case 'return':
      if (isMaker) return refuse('maker_cannot_return', '制单人不能退回自己的凭证');
      if (!facts.reason?.trim()) return refuse('reason_required', '请填写退回原因');
      break;
    case 'unaudit':
      if (!same(actor.userId, facts.auditorId) && !actor.supervisor)
        return refuse('not_auditor', '只有审核人或会计主管可以反审核');
      break;
    case 'reverse':
      if (facts.isReversal) return refuse('reversal_of_reversal', '红字冲销凭证不能再冲销');
      if (facts.reversed) return refuse('already_reversed', '该凭证已冲销');
      break;
    case 'post':
      break;
  }
  return { ok: true, to };
}
