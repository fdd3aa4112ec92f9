import type { Subject, Voucher, VoucherForm, VoucherLineInput } from '@pm/contracts';
import { capitalAmount, checkVoucherLines, Dec, DECIMAL_TEXT, voucherTotals } from '@pm/domain';

/** One row of the voucher grid as typed: amounts are the text in the cells ('' when empty). */
export interface LineDraft {
  key: number;
  summary: string;
  subjectId: number | null;
  debit: string;
  credit: string;
  estateId: number | null;
  houseId: number | null;
  customerName: string;
}

let nextKey = 1;
/** An empty row; `summary` is carried down from the row above, as 用友/金蝶 do. */
export function blankLine(summary = ''): LineDraft {
  nextKey += 1;
  return { key: nextKey, summary, subjectId: null, debit: '', credit: '', estateId: null, houseId: null, customerName: '' };
}

/** A fresh voucher opens with four rows, the usual 记账凭证 sheet. */
export function freshLines(): LineDraft[] {
  return [blankLine(), blankLine(), blankLine(), blankLine()];
}

const shown = (amount: string) => (new Dec(amount).isZero() ? '' : amount);

/** The rows of a saved voucher (to edit a draft or copy one). */
export function linesOfVoucher(voucher: Pick<Voucher, 'lines'>): LineDraft[] {
  return voucher.lines.map((l) => ({
    ...blankLine(l.summary),
    subjectId: l.subjectId,
    debit: shown(l.debit),
    credit: shown(l.credit),
    estateId: l.estateId,
    houseId: l.houseId,
    customerName: l.customerName ?? '',
  }));
}

/** The rows a 常用凭证 starts (a line whose subject is no longer usable comes without one). */
export function linesOfForm(form: VoucherForm): LineDraft[] {
  return form.lines.map((l) => ({ ...blankLine(l.summary), subjectId: l.usable ? l.subjectId : null, debit: shown(l.debit), credit: shown(l.credit) }));
}

/** A row without subject and amounts (a summary alone is the one carried down): left out of what is saved. */
export function isBlank(line: LineDraft): boolean {
  return line.subjectId === null && !line.debit.trim() && !line.credit.trim();
}

export interface GridTotals {
  debit: string;
  credit: string;
  /** Σ debit − Σ credit, 2 decimals ('0.00' when balanced). */
  difference: string;
  balanced: boolean;
  /** 合计 in capital numerals when balanced and non-zero, else null. */
  inWords: string | null;
}

/** The running totals under the grid (exact decimals through the domain's voucherTotals). */
export function gridTotals(lines: readonly LineDraft[]): GridTotals {
  const totals = voucherTotals(lines.map((l) => ({ debit: l.debit, credit: l.credit })));
  const difference = new Dec(totals.debit).minus(totals.credit);
  const nonZero = !new Dec(totals.debit).isZero();
  let inWords: string | null = null;
  if (totals.balanced && nonZero) {
    try {
      inWords = capitalAmount(totals.debit);
    } catch {
      inWords = null;
    }
  }
  return { debit: totals.debit, credit: totals.credit, difference: difference.toFixed(2), balanced: totals.balanced, inWords };
}

/**
 * The amount that balances the voucher on `side` of row `index` (the '=' key of 用友): the other
 * rows' difference, when it falls on that side; '' when nothing is missing there.
 */
export function balancingAmount(lines: readonly LineDraft[], index: number, side: 'debit' | 'credit'): string {
  const others = lines.filter((_, i) => i !== index);
  const t = voucherTotals(others.map((l) => ({ debit: l.debit, credit: l.credit })));
  const gap = side === 'debit' ? new Dec(t.credit).minus(t.debit) : new Dec(t.debit).minus(t.credit);
  return gap.isPositive() && !gap.isZero() ? gap.toFixed(2) : '';
}

/** Typing on one side clears the other: a line carries debit xor credit. */
export function setAmount(line: LineDraft, side: 'debit' | 'credit', value: string): LineDraft {
  const other = side === 'debit' ? 'credit' : 'debit';
  return { ...line, [side]: value, ...(value.trim() ? { [other]: '' } : {}) };
}

/** A subject change drops the auxiliaries the new subject does not carry. */
export function setSubject(line: LineDraft, subject: Pick<Subject, 'id' | 'aux'> | null): LineDraft {
  const aux = subject?.aux ?? [];
  return {
    ...line,
    subjectId: subject?.id ?? null,
    estateId: aux.includes('estate') || aux.includes('house') ? line.estateId : null,
    houseId: aux.includes('house') ? line.houseId : null,
    customerName: aux.includes('customer') ? line.customerName : '',
  };
}

export interface LineProblem {
  index: number;
  message: string;
}

/** What keeps the grid from being saved: the domain's line checks on the filled rows, plus a summary on each. */
export function lineProblems(lines: readonly LineDraft[], subjectCode: (id: number) => string | undefined): LineProblem[] {
  const filled = lines.map((l, index) => ({ l, index })).filter(({ l }) => !isBlank(l));
  const problems: LineProblem[] = [];
  filled.forEach(({ l, index }) => {
    if (!l.summary.trim()) problems.push({ index, message: '请输入摘要' });
  });
  const checked = checkVoucherLines(filled.map(({ l }) => ({ summary: l.summary, subjectCode: l.subjectId === null ? null : subjectCode(l.subjectId) ?? String(l.subjectId), debit: l.debit, credit: l.credit })));
  for (const p of checked) {
    const row = p.index === null ? undefined : filled[p.index];
    problems.push({ index: row?.index ?? -1, message: p.message });
  }
  return problems.sort((a, b) => a.index - b.index);
}

const amount = (text: string) => {
  const t = text.trim();
  return t && DECIMAL_TEXT.test(t) ? t : '0';
};

/** The filled rows as the contract's lines (voucher-info). */
export function toSaveLines(lines: readonly LineDraft[]): VoucherLineInput[] {
  return lines.filter((l) => !isBlank(l)).map((l) => ({
    summary: l.summary.trim(),
    subjectId: l.subjectId ?? 0,
    debit: amount(l.debit),
    credit: amount(l.credit),
    estateId: l.estateId,
    houseId: l.houseId,
    customerName: l.customerName.trim() || null,
  }));
}
