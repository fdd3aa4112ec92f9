import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import { Book, BookSetup, ChartTemplate, CompanyPick, OpeningBalances, OpeningBalancesInput } from './book.schemas';
import { reads, writes } from '../core/rights';

const tag = 'accounting';
/** The company's staff keep the books; sa administers the company. */
export const ACCOUNTING_ROLES: readonly Role[] = ['emp', 'sa'];
const roles = ACCOUNTING_ROLES;

/** Every screen that reads the book (chart, subjects, periods): 会计核算中心 and the two 业财一体 screens of 收付结算中心. */
export const BOOK_READERS = reads(
  'accounting_voucher-entry',
  'accounting_voucher-audit',
  'accounting_voucher-post',
  'accounting_ledger-general',
  'accounting_ledger-detail',
  'accounting_ledger-balance',
  'accounting_report-balance-sheet',
  'accounting_report-income',
  'accounting_asset-cards',
  'accounting_asset-depreciation',
  'accounting_setup-periods',
  'accounting_setup-subjects',
  'charge_setup-voucher-templates',
  'charge_settle-voucher',
);
const SUBJECTS = writes('accounting_setup-subjects');

// 账套: the book of a company (chart template, code scheme, first period) and its opening balances.

export const bookEndpoints = {
  chartTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/chart-templates',
    input: z.object({}),
    output: z.array(ChartTemplate),
    auth: 'session',
    rights: BOOK_READERS,
    roles,
    summary: '会计准则科目模板：小企业会计准则、企业会计准则',
    tag,
  }),
  getBook: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/book',
    input: CompanyPick,
    output: Book.nullable(),
    auth: 'session',
    rights: BOOK_READERS,
    roles,
    summary: '账套信息（未建账时为 null）',
    tag,
  }),
  setupBook: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/book/setup',
    input: BookSetup,
    output: Book,
    auth: 'session',
    rights: SUBJECTS,
    roles,
    summary: '建账：选择会计准则、科目编码方案与启用期间，生成科目并开启首个期间',
    tag,
  }),
  openingBalances: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/opening-balances',
    input: CompanyPick,
    output: OpeningBalances,
    auth: 'session',
    rights: reads('accounting_setup-subjects', 'accounting_ledger-balance'),
    roles,
    summary: '期初余额（含试算平衡）',
    tag,
  }),
  saveOpeningBalances: defineEndpoint({
    method: 'PUT',
    path: '/api/accounting/opening-balances',
    input: OpeningBalancesInput,
    output: OpeningBalances,
    auth: 'session',
    rights: SUBJECTS,
    roles,
    summary: '录入期初余额（首张凭证登账前）',
    tag,
  }),
};
