// 导出登记: the company's export audits as a page and as a workbook (which is itself audited).
import { logSubjectLabel, type ExportAuditFilter, type ExportPurpose, type ExportAuditRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaDateTime, chinaDayStart } from '@pm/domain';
import type { Session } from '../../http/session';
import { visibleCompanyIds } from '../company-scope/index';
import { batchesAfter, exportWorkbook, type WorkbookExport } from '../records';
import { exportAuditPage, exportAuditsAfter, type ExportAuditScope } from './export-audit.repo';

/** Days are the company's (China, UTC+8): "from 2026-11-21" starts at 2026-11-21 00:00 +08:00. */
const dayAfter = (day: string): Date => new Date(chinaDayStart(day).getTime() + 86_400_000);

/** Staff see their own company's exports; administrators their company and those below it (as 系统日志). */
async function scopeOf(db: Db, session: Session, f: ExportAuditFilter): Promise<ExportAuditScope> {
  return {
    companyIds: session.role === 'emp' ? [session.companyId] : await visibleCompanyIds(db, session.companyId),
    from: f.from ? chinaDayStart(f.from) : undefined,
    before: f.to ? dayAfter(f.to) : undefined,
    user: f.user || undefined,
    recordKey: f.recordKey || undefined,
    usage: f.usage || undefined,
  };
}

type StoredAudit = Awaited<ReturnType<typeof exportAuditsAfter>>[number];

const titleOf = (key: string): string => logSubjectLabel(key).cn;

function filtersOf(stored: unknown): Record<string, string> {
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return {};
  return Object.fromEntries(Object.entries(stored).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

function toRow(r: StoredAudit): ExportAuditRow {
  return { ...r, at: r.at.toISOString(), recordTitle: titleOf(r.recordKey), filters: filtersOf(r.filters) };
}

export async function listExportAudits(
  db: Db,
  session: Session,
  q: ExportAuditFilter & { page: number; size: number },
) {
  const { rows, total } = await exportAuditPage(db, await scopeOf(db, session, q), q.page, q.size);
  return { total, page: q.page, size: q.size, rows: rows.map(toRow) };
}

export async function exportExportAudits(
  db: Db,
  session: Session,
  purpose: ExportPurpose,
  filters: ExportAuditFilter,
): Promise<WorkbookExport> {
  const scope = await scopeOf(db, session, filters);
  async function* rows() {
    for await (const batch of batchesAfter((after, n) => exportAuditsAfter(db, scope, after, n), (r) => r.id))
      yield batch.map((r) => [
        chinaDateTime(r.at),
        r.userName ?? r.username ?? '',
        titleOf(r.recordKey),
        r.usage,
        r.auditor,
        r.auditDate,
        Object.entries(filtersOf(r.filters))
          .map(([k, v]) => `${k}=${v}`)
          .join('；'),
        r.rows,
      ]);
  }
  const conditions = Object.fromEntries(Object.entries(filters).filter(([, v]) => typeof v === 'string' && v !== ''));
  return exportWorkbook(db, session, {
    recordKey: 'export-audit',
    purpose,
    filters: conditions,
    title: '导出登记',
    header: ['导出时间', '导出人', '导出画面', '用途', '审批人', '审批日期', '导出条件', '行数'],
    rows: rows(),
  });
}
