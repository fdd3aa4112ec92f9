import { parseDecimal } from '../money/parse-amount';
import { dec } from '../money/decimal';
import type { PUBLIC_INCOME_CODES, PUBLIC_SPENDING_CODES, REPAIR_ENTRY_CODES } from '../vocabulary/owners-words';

// The estate's 公共账户 (public income and its spending) and the houses' 维修账户 (special repair
// fund): every entry is a signed amount appended to its account; a correction is a new entry.

/** 公共收益 sources (民法典 第二百八十二条: income of common parts belongs to the owners together). */
export type PublicIncomeKind = (typeof PUBLIC_INCOME_CODES)[number];
export type PublicSpendingKind = (typeof PUBLIC_SPENDING_CODES)[number];
export const PUBLIC_INCOME_KINDS: Readonly<Record<PublicIncomeKind, string>> = { advertising: '广告收益', parking: '共有停车收益', rent: '共有部分租金', other: '其他公共收益' };
export const PUBLIC_SPENDING_KINDS: Readonly<Record<PublicSpendingKind, string>> = { repair: '共用部位维修养护', fund: '补充维修资金', committee: '业委会工作经费', outsourcing: '外包服务费', other: '其他支出' };

/** Repair-fund entry kinds: 交存 in, 增值 (interest) in, 使用 out, 退还 out (a house demolished or refunded). */
export type RepairEntryKind = (typeof REPAIR_ENTRY_CODES)[number];
export const REPAIR_ENTRY_KINDS: Readonly<Record<RepairEntryKind, string>> = { deposit: '交存', interest: '增值分配', withdrawal: '使用', refund: '退还' };

/** A positive amount of at most 2 dp (a JSON float is refused), or the Chinese refusal. */
export function positiveAmount(input: unknown): { value: string } | { error: string; field: string } {
  const parsed = parseDecimal(input, { scale: 2, label: '金额' });
  if ('error' in parsed) return { error: parsed.error, field: 'amount' };
  if (!dec(parsed.value).greaterThan(0)) return { error: '金额必须大于0', field: 'amount' };
  return parsed;
}

export interface EntryDraft {
  /** Signed amount, 2 dp: positive in, negative out. */
  amount: string;
  kindName: string;
}

export type EntryCheck = EntryDraft | { error: string; field: string };

/**
 * A public-account entry: income or spending of a positive amount (≤ 2 dp) with its source document
 * (contract, invoice or approval number); spending never takes the balance below zero.
 */
export function publicEntry(input: { direction: 'income' | 'spending'; kind: string; amount: unknown; sourceDoc: string; balance: string }): EntryCheck {
  const names: Record<string, string> = input.direction === 'income' ? PUBLIC_INCOME_KINDS : PUBLIC_SPENDING_KINDS;
  const kindName = names[input.kind];
  if (!kindName) return { error: input.direction === 'income' ? '收益类别不正确' : '支出类别不正确', field: 'kind' };
  const parsed = positiveAmount(input.amount);
  if ('error' in parsed) return parsed;
  if (!input.sourceDoc.trim()) return { error: '请填写来源单据', field: 'sourceDoc' };
  if (input.direction === 'spending' && dec(parsed.value).greaterThan(dec(input.balance)))
    return { error: `支出金额超过公共账户余额（余额${dec(input.balance).toFixed(2)}元）`, field: 'amount' };
  return { amount: input.direction === 'income' ? parsed.value : dec(parsed.value).negated().toFixed(2), kindName };
}

/** A repair-fund entry of one house: deposits and interest in, withdrawals and refunds out (never below zero). */
export function repairEntry(input: { kind: RepairEntryKind; amount: unknown; balance: string }): EntryCheck {
  const kindName = REPAIR_ENTRY_KINDS[input.kind];
  if (!kindName) return { error: '维修资金业务类型不正确', field: 'kind' };
  const parsed = positiveAmount(input.amount);
  if ('error' in parsed) return parsed;
  const out = input.kind === 'withdrawal' || input.kind === 'refund';
  if (out && dec(parsed.value).greaterThan(dec(input.balance)))
    return { error: `金额超过维修资金余额（余额${dec(input.balance).toFixed(2)}元）`, field: 'amount' };
  return { amount: out ? dec(parsed.value).negated().toFixed(2) : parsed.value, kindName };
}
