import { Dec, dec } from '../money/decimal';
import type { BalanceDirection } from './charts';
import { ancestorCodes, parseCodeScheme, subjectLevel, type CodeScheme } from './code-scheme';
import type { VoucherLineInput } from './voucher-lines';

/**
 * One subject's figures for a period (元, decimal text). `opening` is signed in the subject's own
 * direction (a 借 subject with a credit balance has a negative opening); `debit`/`credit` are the
 * period's sums (negative amounts of red vouchers included); `yearDebit`/`yearCredit` the 本年累计.
 */
export interface BalanceRow {
  code: string;
  direction: BalanceDirection;
  opening: string;
  debit: string;
  credit: string;
  yearDebit?: string;
  yearCredit?: string;
}

/** A trial-balance row: the figures, the closing balance, and each balance on its 借/贷 column (≥ 0). */
export interface TrialBalanceRow extends BalanceRow {
  closing: string;
  level: number;
  openingDebit: string;
  openingCredit: string;
  closingDebit: string;
  closingCredit: string;
}

export interface TrialBalanceTotals {
  openingDebit: string;
  openingCredit: string;
  debit: string;
  credit: string;
  closingDebit: string;
  closingCredit: string;
  yearDebit: string;
  yearCredit: string;
}

export interface TrialBalance {
  rows: TrialBalanceRow[];
  /** Sums over the level-1 rows (or over all rows when no scheme is given). */
  totals: TrialBalanceTotals;
  /** ΣopeningD = ΣopeningC, ΣperiodD = ΣperiodC, ΣclosingD = ΣclosingC, and all three (A12). */
  balanced: { opening: boolean; period: boolean; closing: boolean; all: boolean };
}

function text(value: Dec): string {
  return (value.isZero() ? new Dec(0) : value).toFixed(2);
}

/** Closing = opening + debit − credit for a 借 subject, opening + credit − debit for a 贷 one (all in its direction). */
export function closingBalance(direction: BalanceDirection, opening: string, debit: string, credit: string): string {
  const movement = dec(debit).minus(dec(credit));
  return text(dec(opening).plus(direction === 'debit' ? movement : movement.negated()));
}

/** A balance in the subject's direction turned into debit terms (positive = 借) — and back (it is symmetric). */
export function toDebitTerms(direction: BalanceDirection, balance: string | Dec): Dec {
  const d = dec(balance);
  return direction === 'debit' ? d : d.negated();
}

/** '借', '贷' or '平' of a balance in the subject's direction (the detail ledger's 方向 column). */
export function balanceSide(direction: BalanceDirection, balance: string): '借' | '贷' | '平' {
  const d = toDebitTerms(direction, balance);
  if (d.isZero()) return '平';
  return d.isPositive() ? '借' : '贷';
}

/** Running balance after each line (detail ledger): balance in the subject's direction and its side. */
export function runningBalances(
  direction: BalanceDirection,
  opening: string,
  lines: readonly { debit: string; credit: string }[],
): { balance: string; side: '借' | '贷' | '平' }[] {
  let balance = opening;
  return lines.map((line) => {
    balance = closingBalance(direction, balance, line.debit, line.credit);
    return { balance, side: balanceSide(direction, balance) };
  });
}

function sides(direction: BalanceDirection, balance: Dec): [debit: string, credit: string] {
  const d = direction === 'debit' ? balance : balance.negated();
  return d.isNegative() ? ['0.00', text(d.negated())] : [text(d), '0.00'];
}

function toTrialRow(row: BalanceRow, level: number): TrialBalanceRow {
  const opening = dec(row.opening);
  const debit = dec(row.debit);
  const credit = dec(row.credit);
  const movement = debit.minus(credit);
  const closing = opening.plus(row.direction === 'debit' ? movement : movement.negated());
  const [openingDebit, openingCredit] = sides(row.direction, opening);
  const [closingDebit, closingCredit] = sides(row.direction, closing);
  return {
    ...row,
    opening: text(opening),
    debit: text(debit),
    credit: text(credit),
    closing: text(closing),
    level,
    openingDebit,
    openingCredit,
    closingDebit,
    closingCredit,
  };
}

interface Sum {
  direction: BalanceDirection;
  opening: Dec;
  debit: Dec;
  credit: Dec;
  yearDebit: Dec;
  yearCredit: Dec;
  hasYear: boolean;
}

/**
 * Adds the ancestors of the rows under the scheme: a parent's balances are its children's, turned
 * from each child's direction into the parent's (`directions` gives a parent's; else its first
 * child's). A row given for a parent itself is ignored when children exist (leaf figures are the truth).
 */
export function rollUpBalances(
  rows: readonly BalanceRow[],
  codeScheme: CodeScheme | string,
  directions: ReadonlyMap<string, BalanceDirection> = new Map(),
): BalanceRow[] {
  const scheme = typeof codeScheme === 'string' ? parseCodeScheme(codeScheme) : codeScheme;
  const prefixes = new Set(
    rows.flatMap((r) => Array.from({ length: r.code.length - 1 }, (_, i) => r.code.slice(0, i + 1))),
  );
  const leaves = rows.filter((r) => !prefixes.has(r.code));
  const sums = new Map<string, Sum>();
  for (const row of leaves) {
    for (const code of [row.code, ...ancestorCodes(row.code, scheme)]) {
      const direction = code === row.code ? row.direction : (directions.get(code) ?? row.direction);
      const sign = direction === row.direction ? 1 : -1;
      const sum = sums.get(code) ?? {
        direction,
        opening: new Dec(0),
        debit: new Dec(0),
        credit: new Dec(0),
        yearDebit: new Dec(0),
        yearCredit: new Dec(0),
        hasYear: false,
      };
      sum.opening = sum.opening.plus(dec(row.opening).times(sign));
      sum.debit = sum.debit.plus(dec(row.debit));
      sum.credit = sum.credit.plus(dec(row.credit));
      if (row.yearDebit !== undefined || row.yearCredit !== undefined) {
        sum.hasYear = true;
        sum.yearDebit = sum.yearDebit.plus(dec(row.yearDebit ?? '0'));
        sum.yearCredit = sum.yearCredit.plus(dec(row.yearCredit ?? '0'));
      }
      sums.set(code, sum);
    }
  }
  return [...sums.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, s]) => ({
      code,
      direction: s.direction,
      opening: text(s.opening),
      debit: text(s.debit),
      credit: text(s.credit),
      ...(s.hasYear ? { yearDebit: text(s.yearDebit), yearCredit: text(s.yearCredit) } : {}),
    }));
}

/**
 * 科目余额表 / 试算平衡表 (A12). With a scheme the rows are leaf figures, rolled up to every level
 * and totalled over level 1; without one they are totalled as given (pass one level only).
 */
export function trialBalance(
  rows: readonly BalanceRow[],
  options: { scheme?: CodeScheme | string; directions?: ReadonlyMap<string, BalanceDirection> } = {},
): TrialBalance {
  const scheme = options.scheme === undefined ? undefined : options.scheme;
  const all = scheme ? rollUpBalances(rows, scheme, options.directions) : [...rows];
  const described = all.map((r) => toTrialRow(r, scheme ? (subjectLevel(r.code, scheme) ?? 1) : 1));
  const counted = described.filter((r) => r.level === 1);
  const sum = (pick: (r: TrialBalanceRow) => string | undefined) =>
    text(counted.reduce((s, r) => s.plus(dec(pick(r) ?? '0')), new Dec(0)));
  const totals: TrialBalanceTotals = {
    openingDebit: sum((r) => r.openingDebit),
    openingCredit: sum((r) => r.openingCredit),
    debit: sum((r) => r.debit),
    credit: sum((r) => r.credit),
    closingDebit: sum((r) => r.closingDebit),
    closingCredit: sum((r) => r.closingCredit),
    yearDebit: sum((r) => r.yearDebit),
    yearCredit: sum((r) => r.yearCredit),
  };
  const opening = totals.openingDebit === totals.openingCredit;
  const period = totals.debit === totals.credit;
  const closing = totals.closingDebit === totals.closingCredit;
  return { rows: described, totals, balanced: { opening, period, closing, all: opening && period && closing } };
}

/**
 * Posts voucher lines onto period figures: each line's debit/credit is added to its subject's row
 * (a row is created with opening 0 and the direction from `directions`, else 'debit'). Pure; returns new rows in code order.
 */
export function postLines(
  rows: readonly BalanceRow[],
  lines: readonly VoucherLineInput[],
  directions: ReadonlyMap<string, BalanceDirection> = new Map(),
): BalanceRow[] {
  const byCode = new Map(rows.map((r) => [r.code, { ...r }]));
  for (const line of lines) {
    const code = line.subjectCode ?? '';
    const row = byCode.get(code) ?? {
      code,
      direction: directions.get(code) ?? 'debit',
      opening: '0.00',
      debit: '0.00',
      credit: '0.00',
    };
    const add = (a: string, b: string | null | undefined) => text(dec(a).plus(dec(b?.trim() ? b.trim() : '0')));
    row.debit = add(row.debit, line.debit);
    row.credit = add(row.credit, line.credit);
    if (row.yearDebit !== undefined || row.yearCredit !== undefined) {
      row.yearDebit = add(row.yearDebit ?? '0', line.debit);
      row.yearCredit = add(row.yearCredit ?? '0', line.credit);
    }
    byCode.set(code, row);
  }
  return [...byCode.values()].sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}

/** The next period's opening rows: each closing balance as opening, movements zero (year columns kept unless `newYear`). */
export function carryForward(rows: readonly BalanceRow[], newYear = false): BalanceRow[] {
  return rows.map((r) => ({
    code: r.code,
    direction: r.direction,
    opening: closingBalance(r.direction, r.opening, r.debit, r.credit),
    debit: '0.00',
    credit: '0.00',
    ...(r.yearDebit !== undefined || r.yearCredit !== undefined
      ? {
          yearDebit: newYear ? '0.00' : (r.yearDebit ?? '0.00'),
          yearCredit: newYear ? '0.00' : (r.yearCredit ?? '0.00'),
        }
      : {}),
  }));
}
