import type { Book, Voucher, VoucherForm, VoucherWord } from '@pm/contracts';
import { today } from '../format';
import { freshLines, linesOfForm, linesOfVoucher, type LineDraft } from './line-grid-logic';

/** What the entry form holds: the header as typed and the grid. id null: not saved yet. */
export interface FormState {
  id: number | null;
  label: string | null;
  /** null until saved, and while a saved draft has not balanced (暂存). */
  number: number | null;
  status: number | null;
  returnReason: string | null;
  voucherDate: string;
  word: VoucherWord;
  attachments: number;
  remark: string;
  lines: LineDraft[];
}

/** A new voucher's date: today when its month is open in the book, else the first day of the current open period. */
export function defaultDate(book: Pick<Book, 'currentPeriod'> | null | undefined): string {
  const day = today();
  const current = book?.currentPeriod;
  return current && day.slice(0, 7) < current ? `${current}-01` : day;
}

export function emptyForm(book: Pick<Book, 'currentPeriod' | 'words'> | null | undefined): FormState {
  return { id: null, label: null, number: null, status: null, returnReason: null, voucherDate: defaultDate(book), word: book?.words[0] ?? '记', attachments: 0, remark: '', lines: freshLines() };
}

export function formOfVoucher(v: Voucher): FormState {
  return { id: v.id, label: v.label, number: v.number, status: v.status, returnReason: v.returnReason, voucherDate: v.voucherDate, word: v.word, attachments: v.attachments, remark: v.remark ?? '', lines: linesOfVoucher(v) };
}

/** A 常用凭证 applied to the form: its word and lines; the date stays as chosen. */
export function formWithTemplate(state: FormState, form: VoucherForm): FormState {
  return { ...state, word: form.word, attachments: form.attachments || state.attachments, lines: linesOfForm(form) };
}

/** The period the lists open on: the month of a new voucher's default date (this month, or the first open one when later). */
export function workingPeriod(book: Pick<Book, 'currentPeriod'> | null | undefined): string {
  return defaultDate(book).slice(0, 7);
}
