import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { SlaReport, SlaReportExport, SlaReportQuery } from '@pm/contracts';
import {
  addDays,
  BUSINESS_SEARCH_DAYS,
  chinaDayStart,
  chinaToday,
  DEFAULT_BUSINESS_HOURS,
  slaTeamTallies,
  type SlaRule,
} from '@pm/domain';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { auditExport, exportFileName } from '../records/index';
import { findWorkCalendar } from '../setup/index';
import { clocksOf, toWorkOrder } from './order-row';
import * as repo from './sla-report.repo';

// 工单时效报表: the orders of the range judged by the domain (slaTeamTallies) under each order's stored SLA policy and
// the company's 工作日历, one row per team, as JSON for 派工管理 and as a workbook.

type Query = z.output<typeof SlaReportQuery>;
type Report = z.output<typeof SlaReport>;

const NO_TEAM = '未分班组';

export async function slaReport(db: Db, session: Session, q: Query, now: Date = new Date()): Promise<Report> {
  const rows = await repo.slaReportOrders(db, session.companyId, {
    from: chinaDayStart(q.dateFrom),
    to: chinaDayStart(addDays(q.dateTo, 1)),
    teamId: q.teamId,
  });
  const orders = rows.map((r) => ({ ...r, work: toWorkOrder(r.order) }));
  // One calendar read for the range of every order's business clock (each starts at creation or the appointment).
  const starts = orders
    .map(({ work }) =>
      chinaToday(
        new Date(
          work.appointmentAt !== null && work.appointmentAt < work.createdAt ? work.appointmentAt : work.createdAt,
        ),
      ),
    )
    .sort();
  const calendar =
    starts.length === 0
      ? new Map()
      : await findWorkCalendar(db, session.companyId, starts[0]!, addDays(starts.at(-1)!, BUSINESS_SEARCH_DAYS));
  const hours = { ...DEFAULT_BUSINESS_HOURS, calendar };
  const names = new Map<number | null, string>(rows.map((r) => [r.order.teamId, r.teamName ?? NO_TEAM]));
  const { teams, total } = slaTeamTallies(
    orders.map(({ order, work }) => ({
      team: order.teamId,
      finished: work.finishedAt !== null,
      clocks: clocksOf(work, order.slaClass, order.slaPolicy as SlaRule[], hours),
    })),
    now,
  );
  // Teams in their creation order, orders without a team last (names sort differently under each collation).
  teams.sort((a, b) => (a.team ?? Number.MAX_SAFE_INTEGER) - (b.team ?? Number.MAX_SAFE_INTEGER));
  const rowsOut = teams.map(({ team, ...tally }) => ({ teamId: team, teamName: names.get(team) ?? NO_TEAM, ...tally }));
  if (q.teamId !== undefined && rowsOut.length === 0) {
    const name = await repo.teamName(db, session.companyId, q.teamId);
    if (name)
      rowsOut.push({
        teamId: q.teamId,
        teamName: name,
        finished: 0,
        inTime: 0,
        outOfTime: 0,
        inTimeShare: null,
        open: 0,
        overdue: 0,
      });
  }
  return { dateFrom: q.dateFrom, dateTo: q.dateTo, rows: rowsOut, total };
}

const HEADER = ['班组', '完工', '按时', '超时', '按时率(%)', '未完成', '未完成已超时'];

/** The report as a workbook (one sheet, the 合计 row last); audited like every export. */
export async function exportSlaReport(db: Db, session: Session, input: z.output<typeof SlaReportExport>) {
  const { usage, auditor, auditDate, ...q } = input;
  const report = await slaReport(db, session, q);
  const finish = await auditExport(db, session, {
    recordKey: 'workorder-sla',
    purpose: { usage, auditor, auditDate },
    filters: Object.fromEntries(
      Object.entries(q)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    ),
  });
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('工单时效');
  sheet.addRow([`统计期间 ${q.dateFrom} 至 ${q.dateTo}`]).commit();
  sheet.addRow(HEADER).commit();
  const line = (name: string, t: Report['total']) => [
    name,
    t.finished,
    t.inTime,
    t.outOfTime,
    t.inTimeShare ?? '',
    t.open,
    t.overdue,
  ];
  for (const r of report.rows) sheet.addRow(line(r.teamName, r)).commit();
  sheet.addRow(line('合计', report.total)).commit();
  sheet.commit();
  const done = workbook.commit().then(() => finish(report.rows.length));
  done.catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
  return { stream, fileName: exportFileName(`工单时效报表${q.dateFrom}至${q.dateTo}`) };
}
