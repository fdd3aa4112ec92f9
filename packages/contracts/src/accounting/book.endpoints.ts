import { z } from 'zod';
import { defineEndpoint, type Role } from '../core/endpoint';
import { Book, BookSetup, ChartTemplate, CompanyPick, OpeningBalances, OpeningBalancesInput } from './book.schemas';

const tag = 'accounting';
/** The company's staff keep the books; sa administers the company. */
export const ACCOUNTING_ROLES: readonly Role[] = ['emp', 'sa'];
const roles = ACCOUNTING_ROLES;

// 账套: the book of a company (chart template, code scheme, first period) and its opening balances.

export const bookEndpoints = {
  chartTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/accounting/chart-templates',
    input: z.object({}),
    output: z.array(ChartTemplate),
    auth: 'session',
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
    roles,
    summary: '录入期初余额（首张凭证登账前）',
    tag,
  }),
};
