import type { OpeningTieRow } from '@pm/contracts';
import type { DbOrTx } from '@pm/db';
import { chargeFeeKind, dec, openingVoucherLines, type FeeKind, type OpeningAmounts, type OpeningVoucherLine } from '@pm/domain';
import { chargingBook, leafSubjects, requireOpenPeriod } from '../accounting/index';

// The opening import and the books: the voucher's lines from what the file staged, the ledger's
// recount beside them (账务核对), and the subjects checked before anything is written.

const SLOT_LABELS: Record<string, string> = {
  'receivable:property': '期初欠费-物业服务',
  'receivable:parking': '期初欠费-停车',
  'receivable:utilities': '期初欠费-代收水电',
  'receivable:other': '期初欠费-其他收费',
  prepayment: '期初预存（预交款、存零）',
  deposit: '期初押金',
  counter: '对方科目',
};

/** Rows of (kind, item category, pass-through, amount) → the voucher's amounts. */
export function amountsOf(rows: readonly { kind: string; category: string | null; pass_through: boolean | null; amount: string }[]): OpeningAmounts {
  const receivable: Partial<Record<FeeKind, string>> = {};
  let prepayment = dec('0');
  let deposit = dec('0');
  for (const r of rows) {
    if (r.kind === 'arrears') {
      const kind = chargeFeeKind(r.category ?? '', r.pass_through ?? false);
      receivable[kind] = dec(receivable[kind] ?? '0').plus(dec(r.amount)).toFixed(2);
    } else if (r.kind === 'deposit') deposit = deposit.plus(dec(r.amount));
    else prepayment = prepayment.plus(dec(r.amount));
  }
  return { receivable, prepayment: prepayment.toFixed(2), deposit: deposit.toFixed(2) };
}

/** The ledger's recount (lines per item kind, entries per account kind) in the same shape. */
export function recountAmounts(counted: { lines: readonly { category: string; pass_through: boolean; amount: string }[]; held: readonly { kind: string; amount: string }[] }): OpeningAmounts {
  return amountsOf([
    ...counted.lines.map((l) => ({ kind: 'arrears', category: l.category, pass_through: l.pass_through, amount: l.amount })),
    ...counted.held.map((h) => ({ kind: h.kind, category: null, pass_through: null, amount: h.amount })),
  ]);
}

/**
 * Book, period and subjects checked; the voucher's lines planned from the staged amounts, with the
 * subjects' ids. Throws the books' 409s (no book, period not open, a subject not an active leaf).
 */
export async function planVoucher(tx: DbOrTx, companyId: number, asOf: string, counterSubjectCode: string, amounts: OpeningAmounts) {
  const { book, template } = await chargingBook(tx, companyId);
  await requireOpenPeriod(tx, companyId, asOf.slice(0, 7));
  const lines = openingVoucherLines(amounts, template, counterSubjectCode);
  const subjects = await leafSubjects(tx, companyId, [...new Set([...lines.map((l) => l.subjectCode), counterSubjectCode])]);
  return { book, template, lines, subjects };
}

/** 账务核对: per planned voucher line, the ledger's amount of the same slot beside it; the total difference. */
export function tieOf(
  voucher: readonly OpeningVoucherLine[],
  ledger: readonly OpeningVoucherLine[],
  names: ReadonlyMap<string, { name: string }>,
): { rows: OpeningTieRow[]; difference: string } {
  const slots = [...new Set([...voucher.map((l) => l.slot), ...ledger.map((l) => l.slot)])];
  const signed = (l: OpeningVoucherLine | undefined) => (l ? (l.side === 'D' ? dec(l.amount) : dec(l.amount).negated()) : dec('0'));
  let total = dec('0');
  const rows = slots.map((slot) => {
    const v = voucher.find((l) => l.slot === slot);
    const g = ledger.find((l) => l.slot === slot);
    const line = (v ?? g)!;
    const side = line.side;
    const inSide = (x: OpeningVoucherLine | undefined) => (side === 'D' ? signed(x) : signed(x).negated());
    const difference = inSide(g).minus(inSide(v));
    total = total.plus(difference.abs());
    return {
      slot,
      label: SLOT_LABELS[slot] ?? slot,
      subjectCode: line.subjectCode,
      subjectName: names.get(line.subjectCode)?.name ?? null,
      side,
      ledger: inSide(g).toFixed(2),
      voucher: inSide(v).toFixed(2),
      difference: difference.toFixed(2),
    };
  });
  return { rows, difference: total.toFixed(2) };
}
