import type { z } from 'zod';
import type { BalanceExport, DetailLedgerExport, GeneralLedgerExport } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { exportWorkbook, type ExportCell, type WorkbookExport } from '../../records/index';
import { subjectBalances } from './read-subject-balances';
import { detailLedger } from './read-detail-ledger';
import { generalLedger } from './read-general-ledger';

// The ledgers as audited workbooks (the toolkit's exportWorkbook): the same figures as on screen,
// money as decimal text.

const filtersOf = (q: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));

async function* once(rows: ExportCell[][]) {
  yield rows;
}

export async function exportGeneralLedger(ctx: { db: Db }, session: Session, input: z.output<typeof GeneralLedgerExport>): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...q } = input;
  const rows = await generalLedger(ctx, session, q);
  return exportWorkbook(ctx.db, session, {
    recordKey: 'accounting-general-ledger',
    purpose: { usage, auditor, auditDate },
    filters: filtersOf(q),
    title: `总账${q.from}至${q.to}`,
    header: ['科目编码', '科目名称', '期间', '期初方向', '期初余额', '本期借方', '本期贷方', '期末方向', '期末余额', '本年累计借方', '本年累计贷方'],
    rows: once(rows.map((r) => [r.code, r.name, r.period, r.openingSide, r.opening, r.debit, r.credit, r.closingSide, r.closing, r.yearDebit, r.yearCredit])),
  });
}

export async function exportDetailLedger(ctx: { db: Db }, session: Session, input: z.output<typeof DetailLedgerExport>): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...q } = input;
  const first = await detailLedger(ctx, session, { ...q, page: 1, size: 1 });
  async function* rows(): AsyncGenerator<ExportCell[][]> {
    yield [['', '', '期初余额', '', '', first.openingSide, first.opening]];
    const size = 5000;
    for (let page = 1; (page - 1) * size < first.total; page++) {
      const p = await detailLedger(ctx, session, { ...q, page, size });
      yield p.rows.map((r) => [r.voucherDate, r.voucherNo, r.summary, r.debit, r.credit, r.side, r.balance]);
    }
    yield [['', '', '本期合计', first.debit, first.credit, first.closingSide, first.closing]];
  }
  return exportWorkbook(ctx.db, session, {
    recordKey: 'accounting-detail-ledger',
    purpose: { usage, auditor, auditDate },
    filters: filtersOf(q),
    title: `明细账${first.code}${first.name}${q.from}至${q.to}`,
    header: ['日期', '凭证号', '摘要', '借方', '贷方', '方向', '余额'],
    rows: rows(),
  });
}

export async function exportSubjectBalances(ctx: { db: Db }, session: Session, input: z.output<typeof BalanceExport>): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...q } = input;
  const tb = await subjectBalances(ctx, session, q);
  const t = tb.totals;
  return exportWorkbook(ctx.db, session, {
    recordKey: 'accounting-subject-balances',
    purpose: { usage, auditor, auditDate },
    filters: filtersOf(q),
    title: `科目余额表${q.from}至${q.to}`,
    header: ['科目编码', '科目名称', '期初借方', '期初贷方', '本期借方', '本期贷方', '期末借方', '期末贷方', '本年累计借方', '本年累计贷方'],
    rows: once([
      ...tb.rows.map((r) => [r.code, r.name, r.openingDebit, r.openingCredit, r.debit, r.credit, r.closingDebit, r.closingCredit, r.yearDebit, r.yearCredit]),
      ['', tb.balanced ? '合计（平衡）' : '合计（不平衡）', t.openingDebit, t.openingCredit, t.debit, t.credit, t.closingDebit, t.closingCredit, t.yearDebit, t.yearCredit],
    ]),
  });
}
