import type {
  TemplateCreate,
  TemplateFromVoucher,
  TemplateLine,
  VoucherTemplateQuery,
  TemplateStart,
  VoucherForm,
  VoucherTemplate,
} from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, postingSubjectRefusal } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import { bookOf, firstOpenPeriod } from '../book/book.repo';
import { subjectAnswers } from '../subjects/build-subject-answers';
import { companySubjects, type SubjectRecord } from '../subjects/subjects.repo';
import * as repo from './voucher-templates.repo';
import { linesOf, voucherById } from './vouchers.repo';
import { acctErrors, fieldError } from './vouchers.errors';

/** A template line as stored (JSON in acct_voucher_templates.lines): by subject code. */
interface StoredLine {
  summary: string;
  subjectCode: string;
  side: 'D' | 'C';
  amount: string | null;
}

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** `/api/accounting/voucher-info-temp`: the company's 常用凭证. */
export async function listTemplates({ db }: { db: Db }, s: Session, q: VoucherTemplateQuery): Promise<VoucherTemplate[]> {
  const [rows, chart, book] = await Promise.all([
    repo.manualTemplates(db, s.companyId, q.keyword),
    companySubjects(db, s.companyId),
    bookOf(db, s.companyId),
  ]);
  return rows.map((r) => templateAnswer(r, chart, book?.chart ?? 'small'));
}

/** 保存常用凭证 from lines as typed. */
export async function createTemplate({ db }: { db: Db }, s: Session, input: TemplateCreate): Promise<VoucherTemplate> {
  const chart = await companySubjects(db, s.companyId);
  const byId = new Map(chart.map((r) => [r.id, r]));
  const lines: StoredLine[] = input.lines.map((l, i) => {
    const subject = byId.get(l.subjectId);
    if (!subject) throw fieldError(`lines.${i}.subjectId`, `第${i + 1}行：科目不存在`);
    return {
      summary: l.summary,
      subjectCode: subject.code,
      side: l.side,
      amount: l.amount ? dec(l.amount).toFixed(2) : null,
    };
  });
  return saveTemplate(db, s, input.name, input.word, input.summary ?? null, lines);
}

/** 由凭证保存为常用凭证: the voucher's lines, with or without their amounts. */
export async function templateFromVoucher(
  { db }: { db: Db },
  s: Session,
  input: TemplateFromVoucher,
): Promise<VoucherTemplate> {
  const v = await voucherById(db, s.companyId, input.voucherId);
  if (!v) throw acctErrors.voucherNotFound();
  const lines: StoredLine[] = (await linesOf(db, v.id)).map((l) => {
    const debit = !dec(l.debit).isZero();
    return {
      summary: l.summary,
      subjectCode: l.subjectCode,
      side: debit ? 'D' : 'C',
      amount: input.keepAmounts
        ? dec(debit ? l.debit : l.credit)
            .abs()
            .toFixed(2)
        : null,
    };
  });
  return saveTemplate(db, s, input.name, v.word, lines[0]?.summary ?? null, lines);
}

/** Starts a voucher from a template: the form to fill, dated today (or the first open period), nothing saved. */
export async function startFromTemplate({ db }: { db: Db }, s: Session, input: TemplateStart): Promise<VoucherForm> {
  const row = await repo.manualTemplate(db, s.companyId, input.id);
  if (!row) throw acctErrors.templateNotFound();
  const [chart, book, first] = await Promise.all([
    companySubjects(db, s.companyId),
    bookOf(db, s.companyId),
    firstOpenPeriod(db, s.companyId),
  ]);
  const t = templateAnswer(row, chart, book?.chart ?? 'small');
  const date = input.voucherDate ?? (first && today().slice(0, 7) !== first ? `${first}-01` : today());
  return {
    voucherDate: date,
    word: t.word,
    attachments: 0,
    lines: t.lines.map((l) => ({
      summary: l.summary,
      subjectId: l.subjectId,
      subjectCode: l.subjectCode,
      subjectName: l.subjectName,
      debit: l.side === 'D' && l.amount ? l.amount : '0.00',
      credit: l.side === 'C' && l.amount ? l.amount : '0.00',
      usable: l.usable,
    })),
  };
}

export async function deleteTemplate({ db }: { db: Db }, s: Session, id: number): Promise<null> {
  await db.transaction(async (tx) => {
    const row = await repo.manualTemplate(tx, s.companyId, id);
    if (!row) throw acctErrors.templateNotFound();
    await repo.deleteTemplate(tx, id);
    await logOperation(tx, s, {
      recordKey: 'accounting-voucher-template',
      recordId: id,
      action: 'delete',
      detail: { name: row.name },
    });
  });
  return null;
}

async function saveTemplate(
  db: Db,
  s: Session,
  name: string,
  word: string,
  summary: string | null,
  lines: StoredLine[],
): Promise<VoucherTemplate> {
  const id = await db.transaction(async (tx) => {
    const newId = await repo.insertTemplate(tx, {
      companyId: s.companyId,
      name,
      word,
      summary: summary?.slice(0, 100) ?? null,
      lines: JSON.stringify(lines),
    });
    await logOperation(tx, s, {
      recordKey: 'accounting-voucher-template',
      recordId: newId,
      action: 'create',
      detail: { name, lines: lines.length },
    });
    return newId;
  });
  const [row, chart, book] = await Promise.all([
    repo.manualTemplate(db, s.companyId, id),
    companySubjects(db, s.companyId),
    bookOf(db, s.companyId),
  ]);
  return templateAnswer(row!, chart, book?.chart ?? 'small');
}

function templateAnswer(r: repo.TemplateRecord, chart: readonly SubjectRecord[], chartKey: string): VoucherTemplate {
  const answers = new Map(subjectAnswers(chart, chartKey).map((a) => [a.code, a]));
  const stored = JSON.parse(r.lines ?? '[]') as StoredLine[];
  const lines: TemplateLine[] = stored.map((l) => {
    const subject = answers.get(l.subjectCode);
    return {
      summary: l.summary,
      subjectId: subject?.id ?? null,
      subjectCode: l.subjectCode,
      subjectName: subject?.fullName ?? '',
      side: l.side,
      amount: l.amount,
      usable: subject !== undefined && postingSubjectRefusal(l.subjectCode, chart) === null,
    };
  });
  return {
    id: r.id,
    name: r.name,
    word: r.word as VoucherTemplate['word'],
    summary: r.summary,
    lines,
    createdAt: r.createdAt.toISOString(),
  };
}
