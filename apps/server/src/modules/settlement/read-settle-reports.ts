import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { DailyReport, ExportPurpose, SumRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec, RECONCILING_ROWS, SETTLE_METHODS, settleTypeInfo } from '@pm/domain';
import type { Session } from '../../http/session';
import { auditExport, exportFileName, safeSheetName } from '../records/index';
import * as repo from './reports.repo';

type Sum = z.output<typeof SumRow>;
type Daily = z.output<typeof DailyReport>;

const GROUP_TITLES: Record<repo.Grouping, string> = { day: '按日', estate: '按楼盘', item: '按收费项目', method: '按结算方式', cashier: '按收费员', type: '按结算类型' };
const DAILY_KEYS: Record<repo.Grouping, keyof Daily> = { day: 'byDay', estate: 'byEstate', item: 'byItem', method: 'byMethod', cashier: 'byCashier', type: 'byType' };

function labelOf(groupBy: repo.Grouping, r: repo.SumDbRow): string {
  if (groupBy === 'type') return settleTypeInfo(r.key)?.name ?? r.key;
  if (groupBy === 'method') return SETTLE_METHODS[r.key] ?? r.key;
  if (groupBy === 'cashier' && r.key === '0') return '（无收费员）';
  return r.label ?? r.key;
}

/** 结算汇总 and 收费日报 of the caller's company over business days (China), live from the payments. */
export class SettleReports {
  constructor(private readonly db: Db) {}

  async rows(s: Session, f: repo.ReportRange, groupBy: repo.Grouping): Promise<Sum[]> {
    const rows = await repo.groupSums(this.db, s.companyId, f, groupBy);
    return rows.map((r) => ({ key: r.key, label: labelOf(groupBy, r), count: r.count, amount: dec(r.amount).toFixed(2) }));
  }

  /** The payments' count and Σ total: the 合计 of every grouping. */
  async total(s: Session, f: repo.ReportRange): Promise<Sum> {
    const t = await repo.rangeTotal(this.db, s.companyId, f);
    return { key: 'total', label: '合计', count: t.count, amount: dec(t.amount).toFixed(2) };
  }

  /**
   * The rows that bring the items' sum to the total (money into and out of accounts, offsets), in
   * the report's order; rows with no entries are left out. Σ items + Σ these = the total, exactly.
   */
  async reconciling(s: Session, f: repo.ReportRange): Promise<Sum[]> {
    const found = new Map((await repo.reconcilingSums(this.db, s.companyId, f)).map((r) => [r.key, r]));
    return RECONCILING_ROWS.flatMap(({ key, name }) => {
      const r = found.get(key);
      return r ? [{ key, label: name, count: r.count, amount: dec(r.amount).toFixed(2) }] : [];
    });
  }

  async summary(s: Session, q: repo.ReportRange & { groupBy: repo.Grouping }) {
    const { groupBy, ...range } = q;
    const [rows, total, reconciling] = await Promise.all([
      this.rows(s, range, groupBy),
      this.total(s, range),
      groupBy === 'item' ? this.reconciling(s, range) : [],
    ]);
    return { rows, reconciling, total };
  }

  async daily(s: Session, range: repo.ReportRange): Promise<Daily> {
    const groups = Object.keys(DAILY_KEYS) as repo.Grouping[];
    const [total, reconciling, ...sums] = await Promise.all([this.total(s, range), this.reconciling(s, range), ...groups.map((g) => this.rows(s, range, g))]);
    const out = { dateFrom: range.dateFrom, dateTo: range.dateTo, reconciling, total } as Daily;
    groups.forEach((g, i) => Object.assign(out, { [DAILY_KEYS[g]]: sums[i] }));
    return out;
  }

  /** 收费日报 as a workbook: one worksheet per grouping, each ending with the 合计 row; audited like every export. */
  async exportDaily(s: Session, input: repo.ReportRange & ExportPurpose) {
    const { usage, auditor, auditDate, ...range } = input;
    const report = await this.daily(s, range);
    const finish = await auditExport(this.db, s, {
      recordKey: 'settle-daily',
      purpose: { usage, auditor, auditDate },
      filters: Object.fromEntries(Object.entries(range).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])),
    });
    const stream = new PassThrough();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
    let count = 0;
    for (const g of Object.keys(DAILY_KEYS) as repo.Grouping[]) {
      const sheet = workbook.addWorksheet(safeSheetName(GROUP_TITLES[g]));
      sheet.addRow([GROUP_TITLES[g].slice(1), '笔数', '金额']).commit();
      // By item the reconciling rows follow the items, so the sheet adds up to its 合计 like the others.
      const rows = [...(report[DAILY_KEYS[g]] as Sum[]), ...(g === 'item' ? report.reconciling : [])];
      for (const r of rows) sheet.addRow([r.label, r.count, r.amount]).commit();
      sheet.addRow(['合计', report.total.count, report.total.amount]).commit();
      count += rows.length;
      sheet.commit();
    }
    const done = workbook.commit().then(() => finish(count));
    done.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
    return { stream, fileName: exportFileName(`收费日报${range.dateFrom}至${range.dateTo}`) };
  }
}
