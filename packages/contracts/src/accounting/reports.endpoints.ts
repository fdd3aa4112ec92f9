import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import {
  BalanceSheetExport,
  BalanceSheetQuery,
  IncomeExport,
  IncomeQuery,
  ReportDefinition,
  ReportDefinitionQuery,
  ReportDefinitionRow,
  ReportingRow,
  ReportRowUpdate,
} from './reports.schemas';
import { reads, writes } from '../core/rights';

const tag = 'accounting';
const roles: readonly Role[] = ['emp', 'sa', 'super'];

// 报表 (issue 13): the spec's /reporting (资产负债表) and /reporting2 (利润表), computed from the
// company's report definitions (built from the domain's templates) over the period totals.
export const reportEndpoints = {
  reporting: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/reporting',
    input: BalanceSheetQuery,
    output: z.array(ReportingRow),
    auth: 'session',
    rights: reads('accounting_report-balance-sheet'),
    roles,
    summary: '资产负债表（期末余额、年初余额；资产总计与负债和所有者权益总计核对）',
    tag,
  }),
  reporting2: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/reporting2',
    input: IncomeQuery,
    output: z.array(ReportingRow),
    auth: 'session',
    rights: reads('accounting_report-income'),
    roles,
    summary: '利润表（本期金额、本年累计金额），一个期间或同一年度的期间范围',
    tag,
  }),
  exportReporting: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/reporting/export',
    input: BalanceSheetExport,
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('accounting_report-balance-sheet'),
    roles,
    summary: '资产负债表导出 Excel',
    tag,
  }),
  exportReporting2: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/reporting2/export',
    input: IncomeExport,
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('accounting_report-income'),
    roles,
    summary: '利润表导出 Excel',
    tag,
  }),
  definition: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/reports/definition',
    input: ReportDefinitionQuery,
    output: ReportDefinition,
    auth: 'session',
    rights: reads('accounting_report-balance-sheet', 'accounting_report-income'),
    roles,
    summary: '报表定义（首次读取时按准则模板建立）',
    tag,
  }),
  updateRow: defineEndpoint({
    method: 'PUT',
    path: '/api/accounting/reports/rows/:id',
    input: ReportRowUpdate,
    output: ReportDefinitionRow,
    auth: 'session',
    rights: writes('accounting_report-balance-sheet', 'accounting_report-income'),
    roles,
    summary: '修改报表行的名称与公式（会计主管：sa、super）；保存时校验公式（未知科目或行次拒绝）',
    tag,
  }),
};
