import type { Voucher, VoucherAllowed, VoucherRef } from '@pm/contracts';
import type { DbOrTx } from '@pm/db';
import { dec, VOUCHER_ACTION_LABELS, voucherStatusLabel, voucherTransition, type VoucherAction } from '@pm/domain';
import type { Session } from '../../../http/session';
import { bookOf } from '../book/book.repo';
import { companySubjects } from '../subjects/subjects.repo';
import { subjectAnswers } from '../subjects/build-subject-answers';
import { actorOf, statusOf, voucherFacts } from './read-voucher-facts';
import { voucherLabel } from './create-voucher';
import * as repo from './vouchers.repo';
import { acctErrors } from './vouchers.errors';

const ACTIONS = [
  'save',
  'submit',
  'audit',
  'return',
  'unaudit',
  'post',
  'reverse',
  'delete',
] as const satisfies readonly VoucherAction[];
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const ref = (v: repo.VoucherRecord | undefined): VoucherRef | null =>
  v ? { id: v.id, period: v.period, label: voucherLabel(v.word, v.number), status: v.status } : null;

/** A voucher as answered: header, lines with names, history, reversal links and what the caller may do. */
export async function loadVoucher(db: DbOrTx, s: Session, id: number): Promise<Voucher> {
  const v = await repo.voucherById(db, s.companyId, id);
  if (!v) throw acctErrors.voucherNotFound();
  const [facts, lines, events, book, subjects, original] = await Promise.all([
    voucherFacts(db, v, 'x'),
    repo.answerLines(db, [v.id]),
    repo.eventsOf(db, v.id),
    bookOf(db, s.companyId),
    companySubjects(db, s.companyId),
    v.reversalOf === null ? undefined : repo.voucherById(db, s.companyId, v.reversalOf),
  ]);
  const reversedBy =
    facts.reversedById === null ? undefined : await repo.voucherById(db, s.companyId, facts.reversedById);
  const names = await repo.userNames(
    db,
    [v.makerId, v.auditorId, v.posterId].filter((x): x is number => x !== null),
  );
  const fullNames = new Map(subjectAnswers(subjects, book?.chart ?? 'small').map((a) => [a.id, a.fullName]));
  const status = statusOf(v.status);
  const allowed = Object.fromEntries(
    ACTIONS.map((a) => [a, voucherTransition(status, a, actorOf(s), facts).ok]),
  ) as VoucherAllowed;
  return {
    ...header(v, names),
    lines: lines.map((l) => ({ ...l, subjectName: fullNames.get(l.subjectId) ?? '' })),
    reversalOf: ref(original),
    reversedBy: ref(reversedBy),
    events: events.map((e) => ({
      ...e,
      actionName: VOUCHER_ACTION_LABELS[e.action as VoucherAction] ?? e.action,
      at: e.at.toISOString(),
    })),
    allowed,
  };
}

/** The header fields shared by the detail and the list rows. */
export function header(v: repo.VoucherRecord, names: ReadonlyMap<number, string>) {
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    id: v.id,
    period: v.period,
    word: v.word as Voucher['word'],
    number: v.number,
    label: voucherLabel(v.word, v.number),
    voucherDate: v.voucherDate,
    status: v.status,
    statusName: voucherStatusLabel(statusOf(v.status), v.number !== null),
    attachments: v.attachments,
    totalDebit: v.totalDebit,
    totalCredit: v.totalCredit,
    balanced: dec(v.totalDebit).equals(dec(v.totalCredit)),
    source: v.source as Voucher['source'],
    sourceRef: v.sourceRef,
    remark: v.remark,
    makerId: v.makerId,
    makerName: name(v.makerId),
    auditorName: name(v.auditorId),
    auditedAt: iso(v.auditedAt),
    posterName: name(v.posterId),
    postedAt: iso(v.postedAt),
    returnReason: v.returnReason,
    createdAt: v.createdAt.toISOString(),
  };
}
