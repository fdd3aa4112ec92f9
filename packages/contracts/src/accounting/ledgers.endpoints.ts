import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import {
  BalanceExport,
  BalanceQuery,
  DetailLedgerExport,
  DetailLedgerPage,
  DetailLedgerQuery,
  GeneralLedgerExport,
  GeneralLedgerQuery,
  GeneralLedgerRow,
  TrialBalanceAnswer,
} from './ledgers.schemas';
import { reads } from '../core/rights';

const tag = 'accounting';
const roles: readonly Role[] = ['emp', 'sa', 'super'];

// 账簿 (issue 13): 总账, 明细账, 科目余额表/试算平衡表 from the period totals and opening balances
// (never summed from all voucher lines), each with an audited Excel export.
export const ledgerEndpoints = {
  general: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/ledger/general',
    input: GeneralLedgerQuery,
    output: z.array(GeneralLedgerRow),
    auth: 'session',
    rights: reads('accounting_ledger-general'),
    roles,
    summary: '总账：一级科目逐月期初、本期借贷、期末与本年累计',
    tag,
  }),
  exportGeneral: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/ledger/general/export',
    input: GeneralLedgerExport,
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('accounting_ledger-general'),
    roles,
    summary: '总账导出 Excel',
    tag,
  }),
  detail: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/ledger/detail',
    input: DetailLedgerQuery,
    output: DetailLedgerPage,
    auth: 'session',
    rights: reads('accounting_ledger-detail'),
    roles,
    summary: '明细账：科目已登账分录与逐笔余额（借/贷/平），分页',
    tag,
  }),
  exportDetail: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/ledger/detail/export',
    input: DetailLedgerExport,
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('accounting_ledger-detail'),
    roles,
    summary: '明细账导出 Excel',
    tag,
  }),
  balance: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/ledger/balance',
    input: BalanceQuery,
    output: TrialBalanceAnswer,
    auth: 'session',
    rights: reads('accounting_ledger-balance'),
    roles,
    summary: '科目余额表/试算平衡表：期初、本期、期末、本年累计借贷与平衡检查',
    tag,
  }),
  exportBalance: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/ledger/balance/export',
    input: BalanceExport,
    output: z.null(),
    raw: true,
    auth: 'session',
    rights: reads('accounting_ledger-balance'),
    roles,
    summary: '科目余额表导出 Excel',
    tag,
  }),
};
