import { Dec, dec } from '../money/decimal';
import { nextPeriod, parsePeriod } from '../charging/period';
import type { BalanceDirection } from './charts';
import { carryForward, closingBalance, postLines, toDebitTerms, type BalanceRow } from './balances';
import { reversalLines } from './voucher-lines';

export { nextPeriod };

/** A line of a generated voucher (元, decimal text; exactly one side set). */
export interface GeneratedLine {
  summary: string;
  subjectCode: string;
  debit: string | null;
  credit: string | null;
}

/** A 损益 subject's balance at close, in its own direction (credit for income, debit for expenses). */
export interface ProfitLossBalance {
  code: string;
  direction: BalanceDirection;
  balance: string;
}

export const PROFIT_CLOSING_SUMMARY = '结转本期损益';
export const YEAR_END_SUMMARY = '结转本年利润';

function text(value: Dec): string {
  return value.toFixed(2);
}

function line(summary: string, subjectCode: string, debitTerms: Dec): GeneratedLine {
  return debitTerms.isNegative()
    ? { summary, subjectCode, debit: null, credit: text(debitTerms.negated()) }
    : { summary, subjectCode, debit: text(debitTerms), credit: null };
}

/**
 * 结转损益 (A10): a line per non-zero 损益 subject taking its balance to zero (Dr income, Cr expense;
 * a balance against the subject's direction lands on the other side), then 本年利润 takes the
 * difference: one credit for the income subjects' net, one debit for the expense subjects' net
 * (credit-direction subjects count as income). Always balanced; [] when all balances are zero.
 */
export function profitClosingLines(
  balances: readonly ProfitLossBalance[],
  currentYearProfitCode: string,
  summary = PROFIT_CLOSING_SUMMARY,
): GeneratedLine[] {
  const lines: GeneratedLine[] = [];
  const net: Record<BalanceDirection, Dec> = { credit: new Dec(0), debit: new Dec(0) };
  for (const b of [...balances].sort((x, y) => (x.code < y.code ? -1 : 1))) {
    const debitTerms = toDebitTerms(b.direction, b.balance);
    if (debitTerms.isZero()) continue;
    lines.push(line(summary, b.code, debitTerms.negated()));
    net[b.direction] = net[b.direction].plus(debitTerms);
  }
  // 本年利润 receives what each group gave up: income (credit balances) as a credit, expenses as a debit.
  for (const direction of ['credit', 'debit'] as const)
    if (!net[direction].isZero()) lines.push(line(summary, currentYearProfitCode, net[direction]));
  return lines;
}

/**
 * December: 本年利润's year balance (in its credit direction; negative is a loss) moves to
 * 利润分配 (A11: 48,000.00 → Dr 3103 / Cr 3104). `profitDistribution` should be the 未分配利润 leaf
 * (310401 / 410401) when 利润分配 has children. [] for a zero balance.
 */
export function yearEndLines(
  profitBalance: string,
  codes: { currentYearProfit: string; profitDistribution: string },
  summary = YEAR_END_SUMMARY,
): GeneratedLine[] {
  const profit = dec(profitBalance);
  if (profit.isZero()) return [];
  return [line(summary, codes.currentYearProfit, profit), line(summary, codes.profitDistribution, profit.negated())];
}

export interface CloseRefusal {
  code: string;
  message: string;
}

export interface CloseFacts {
  /** 'YYYY-MM' */
  period: string;
  periodClosed?: boolean;
  /** The previous period's state; null when this is the company's first period. */
  previousClosed: boolean | null;
  /** Vouchers of the period not 已登账 (待修改, 待审核, 待登账). */
  pendingVouchers: number;
  /** The period's trial balance balances (checked after the pending count). */
  trialBalanced?: boolean;
}

/**
 * Why a period may not be closed (Chinese), or null: not already closed, the previous closed (A8),
 * every voucher 已登账 (A9, the count named), the trial balance balanced.
 */
export function canClose(facts: CloseFacts): CloseRefusal | null {
  const { period } = facts;
  if (!parsePeriod(period))
    return { code: 'accounting.bad_period', message: `会计期间格式不正确（YYYY-MM）：${period}` };
  if (facts.periodClosed) return { code: 'accounting.period_closed', message: `会计期间${period}已结账` };
  if (facts.previousClosed === false)
    return {
      code: 'accounting.previous_period_open',
      message: `上一会计期间${previousPeriod(period)}尚未结账，不能结账${period}`,
    };
  if (facts.pendingVouchers > 0)
    return {
      code: 'accounting.pending_vouchers',
      message: `会计期间${period}有${facts.pendingVouchers}张凭证未登账，不能结账`,
    };
  if (facts.trialBalanced === false) return { code: 'accounting.trial_unbalanced', message: '试算不平衡，不能结账' };
  return null;
}

export interface ReopenFacts {
  period: string;
  /** The latest closed period of the company, null when none. */
  latestClosed: string | null;
  supervisor: boolean;
  reason?: string | null;
}

/** Why a closed period may not be re-opened (反结账), or null: only the latest closed, by a supervisor, with a reason. */
export function canReopen(facts: ReopenFacts): CloseRefusal | null {
  if (!facts.supervisor) return { code: 'accounting.supervisor_only', message: '只有会计主管可以反结账' };
  if (facts.latestClosed === null || facts.period > facts.latestClosed)
    return { code: 'accounting.period_open', message: `会计期间${facts.period}未结账` };
  if (facts.period !== facts.latestClosed)
    return {
      code: 'accounting.not_latest_closed',
      message: `只能反结账最近结账的期间${facts.latestClosed}`,
    };
  if (!facts.reason?.trim()) return { code: 'accounting.reason_required', message: '请填写反结账原因' };
  return null;
}

/** The period before ('2024-01' → '2023-12'). */
export function previousPeriod(period: string): string {
  const parsed = parsePeriod(period);
  if (!parsed) throw new RangeError(`会计期间格式不正确（YYYY-MM）：${period}`);
  return parsed.month === 1
    ? `${String(parsed.year - 1).padStart(4, '0')}-12`
    : `${String(parsed.year).padStart(4, '0')}-${String(parsed.month - 1).padStart(2, '0')}`;
}

export interface ClosedPeriod {
  /** The 结转损益 lines, then in December the 结转本年利润 lines (one voucher or two; the caller decides). */
  lines: GeneratedLine[];
  /** The period's rows after those lines are posted. */
  balances: BalanceRow[];
  /** The next period's opening rows. */
  opening: BalanceRow[];
}

/**
 * The figures of a close, pure: posts 结转损益 for every row whose code is in `profitLossCodes`
 * (and in December 本年利润 to 利润分配), then carries the closing balances forward.
 */
export function closePeriodBalances(
  period: string,
  rows: readonly BalanceRow[],
  profitLossCodes: ReadonlySet<string>,
  codes: { currentYearProfit: string; profitDistribution: string },
): ClosedPeriod {
  const directions = new Map(rows.map((r) => [r.code, r.direction]));
  directions.set(codes.currentYearProfit, directions.get(codes.currentYearProfit) ?? 'credit');
  directions.set(codes.profitDistribution, directions.get(codes.profitDistribution) ?? 'credit');
  const pl = rows
    .filter((r) => profitLossCodes.has(r.code))
    .map((r) => ({
      code: r.code,
      direction: r.direction,
      balance: closingBalance(r.direction, r.opening, r.debit, r.credit),
    }));
  const lines = profitClosingLines(pl, codes.currentYearProfit);
  let balances = postLines(rows, lines, directions);
  const december = parsePeriod(period)?.month === 12;
  if (december) {
    const profitRow = balances.find((r) => r.code === codes.currentYearProfit);
    const profit = profitRow
      ? closingBalance(profitRow.direction, profitRow.opening, profitRow.debit, profitRow.credit)
      : '0.00';
    const yearEnd = yearEndLines(profit, codes);
    lines.push(...yearEnd);
    balances = postLines(balances, yearEnd, directions);
  }
  return { lines, balances, opening: carryForward(balances, december) };
}

/** 反结账's figures: the period's rows with the close's generated lines taken back (their red reversal posted). */
export function reopenPeriodBalances(
  closedRows: readonly BalanceRow[],
  closeLines: readonly GeneratedLine[],
): BalanceRow[] {
  return postLines(closedRows, reversalLines(closeLines));
}
