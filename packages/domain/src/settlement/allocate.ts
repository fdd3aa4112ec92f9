import { Dec, dec } from '../money/decimal';
import { addDays } from '../charging/calendar';
import { lateFee } from '../charging/late-fee';

/** The late-fee (违约金) terms of a line, from the estate's arrears settings. */
export interface LateTerms {
  /** Per day as a fraction ("0.0003" for 0.3‰). */
  ratePerDay: string;
  graceDays: number;
  /** Cap as a fraction of the principal; null: no cap. */
  capRatio: string | null;
  /**
   * The first day the late fee accrues when the line says so itself (a 期初 line's 违约金起算日, the old system's
   * date): it replaces due date + grace. Absent or null: due date + graceDays.
   */
  from?: string | null;
}

/** The late fee's start as lateFee reads it: due date and grace, or the day before the line's own start and no grace. */
function lateStart(line: OpenLine): { dueDate: string; graceDays: number } {
  if (line.late?.from) return { dueDate: addDays(line.late.from, -1), graceDays: 0 };
  return { dueDate: line.dueDate, graceDays: line.late?.graceDays ?? 0 };
}

/** An open (released, not fully paid) bill line as the counter sees it. */
export interface OpenLine {
  id: number;
  dueDate: string;
  /** The item's settlement priority within one due date (lower first). */
  priority: number;
  /** What is still open of the principal (元, > 0). */
  open: string;
  /** null: no late fee for this line (no terms, or waived). */
  late: LateTerms | null;
  /** The item allows offsetting a pre-payment (deduct_from). */
  prepayAllowed: boolean;
}

export interface Allocation {
  lineId: number;
  principal: string;
  lateFee: string;
  lateDays: number;
  /** The daily rate the late fee used; null when there was none. */
  lateRate: string | null;
  source: 'cash' | 'prepay';
}

export interface AllocateInput {
  /** The lines to settle (all chosen, or every eligible open line when paying an amount). */
  lines: readonly OpenLine[];
  /** Payment day (YYYY-MM-DD): late fees accrue through it. */
  asOf: string;
  /** Money tendered for the lines (元, ≥ 0). */
  cash: string;
  /** Pre-payment balance offered for offset (元, ≥ 0; "0" when not used). */
  prepay: string;
}

export interface AllocateResult {
  allocations: Allocation[];
  /** Pre-payment used by the offsets. */
  prepayUsed: string;
  /** Cash left over after every line is paid: to the pre-payment or 存零 account. */
  overpay: string;
  /** What every line would take in full (principal + late fee), whatever was paid. */
  due: string;
}

/** What a line owes in full as of a day: its open principal and the late fee on all of it. */
export function lineDue(line: OpenLine, asOf: string): { principal: string; lateFee: string; lateDays: number } {
  if (!line.late) return { principal: dec(line.open).toFixed(2), lateFee: '0.00', lateDays: 0 };
  const fee = lateFee({ principal: line.open, ratePerDay: line.late.ratePerDay, ...lateStart(line), asOf, capRatio: line.late.capRatio });
  return { principal: dec(line.open).toFixed(2), lateFee: fee.amount, lateDays: fee.days };
}

/** Settlement order (charging note rule 16): oldest due first, then item priority, then line id. */
export function settlementOrder(lines: readonly OpenLine[]): OpenLine[] {
  return [...lines].sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : a.priority - b.priority || a.id - b.id));
}

const FEN = new Dec('0.01');

function feeOn(line: OpenLine, principal: Dec, asOf: string) {
  if (!line.late || principal.lte(0)) return { amount: new Dec(0), days: 0 };
  const f = lateFee({ principal: principal.toFixed(2), ratePerDay: line.late.ratePerDay, ...lateStart(line), asOf, capRatio: line.late.capRatio });
  return { amount: new Dec(f.amount), days: f.days };
}

/**
 * The most principal (whole fen, ≤ open) a budget settles together with the late fee on that
 * principal: the largest x with x + fee(x) ≤ budget. fee is non-decreasing in x, so a binary
 * search over fen finds it.
 */
function principalWithin(line: OpenLine, open: Dec, budget: Dec, asOf: string): Dec {
  let lo = 0n;
  let hi = BigInt(Dec.min(open, budget).div(FEN).floor().toFixed(0));
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    const x = new Dec(mid.toString()).times(FEN);
    if (x.plus(feeOn(line, x, asOf).amount).lte(budget)) lo = mid;
    else hi = mid - 1n;
  }
  return new Dec(lo.toString()).times(FEN);
}

/**
 * Settles lines oldest due first, each line's late fee together with its principal (principal
 * first: a part-paid line pays the fee on the part paid; the rest keeps accruing). The pre-payment
 * offsets the lines that allow it before cash is used; cash left over is the over-payment.
 * Never takes more than a line's open principal; Σ allocations + overpay = cash + prepayUsed.
 */
export function allocatePayment(input: AllocateInput): AllocateResult {
  let cash = dec(input.cash);
  let prepay = dec(input.prepay);
  if (cash.isNegative() || prepay.isNegative()) throw new RangeError('收款金额和预交款余额不能为负数');
  const startPrepay = prepay;
  const allocations: Allocation[] = [];
  let due = new Dec(0);
  for (const line of settlementOrder(input.lines)) {
    let open = dec(line.open);
    const full = lineDue(line, input.asOf);
    due = due.plus(full.principal).plus(full.lateFee);
    const take = (budget: Dec, source: Allocation['source']): Dec => {
      if (budget.lte(0) || open.lte(0)) return new Dec(0);
      const fullFee = feeOn(line, open, input.asOf);
      const principal = open.plus(fullFee.amount).lte(budget) ? open : principalWithin(line, open, budget, input.asOf);
      if (principal.lte(0)) return new Dec(0);
      const fee = principal.eq(open) ? fullFee : feeOn(line, principal, input.asOf);
      allocations.push({
        lineId: line.id,
        principal: principal.toFixed(2),
        lateFee: fee.amount.toFixed(2),
        lateDays: fee.days,
        lateRate: line.late && fee.amount.gt(0) ? line.late.ratePerDay : null,
        source,
      });
      open = open.minus(principal);
      return principal.plus(fee.amount);
    };
    if (line.prepayAllowed) prepay = prepay.minus(take(prepay, 'prepay'));
    cash = cash.minus(take(cash, 'cash'));
  }
  return {
    allocations,
    prepayUsed: startPrepay.minus(prepay).toFixed(2),
    overpay: cash.toFixed(2),
    due: due.toFixed(2),
  };
}
