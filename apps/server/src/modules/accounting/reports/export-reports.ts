import type { z } from 'zod';
import type { BalanceSheetExport, IncomeExport } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { exportWorkbook, type ExportCell, type WorkbookExport } from '../../records/index';
import { balanceSheet, incomeStatement } from './read-reports';

// The two reports as audited workbooks: 行次, 项目 (headings and totals with their colon), the columns.

const label = (r: { name: string; type: number }) => (r.type === 1 || r.type === 4 || r.type === 5 ? `${r.name}：` : r.name);
async function* once(rows: ExportCell[][]) {
  yield rows;
}

export async function exportBalanceSheet(ctx: { db: Db }, session: Session, input: z.output<typeof BalanceSheetExport>): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...q } = input;
  const rows = await balanceSheet(ctx, session, q);
  const left = rows.filter((r) => r.category === 11);
  const right = rows.filter((r) => r.category !== 11);
  const cells: ExportCell[][] = Array.from({ length: Math.max(left.length, right.length) }, (_, i) => {
    const a = left[i];
    const b = right[i];
    return [a ? label(a) : '', a?.rowNo ?? '', a?.total1 ?? '', a?.total2 ?? '', b ? label(b) : '', b?.rowNo ?? '', b?.total1 ?? '', b?.total2 ?? ''];
  });
  return exportWorkbook(ctx.db, session, {
    recordKey: 'accounting-balance-sheet',
    purpose: { usage, auditor, auditDate },
    filters: { period: q.period },
    title: `资产负债表${q.period}`,
    header: ['资产', '行次', '期末余额', '年初余额', '负债和所有者权益', '行次', '期末余额', '年初余额'],
    rows: once(cells),
  });
}

export async function exportIncomeStatement(ctx: { db: Db }, session: Session, input: z.output<typeof IncomeExport>): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...q } = input;
  const rows = await incomeStatement(ctx, session, q);
  const span = q.from && q.to ? `${q.from}至${q.to}` : (q.period ?? q.from ?? '');
  return exportWorkbook(ctx.db, session, {
    recordKey: 'accounting-income-statement',
    purpose: { usage, auditor, auditDate },
    filters: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])),
    title: `利润表${span}`,
    header: ['项目', '行次', '本期金额', '本年累计金额'],
    rows: once(rows.map((r) => [label(r), r.rowNo, r.total1 ?? '', r.total2 ?? ''])),
  });
}
