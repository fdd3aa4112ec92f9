import { z } from 'zod';
import { defineEndpoint, emptyInput, type Role } from '../core/endpoint';
import { ClosePeriodInput, CloseResult, PeriodEventRow, PeriodInfo, PeriodRange, PeriodRow, ReopenPeriodInput, ReopenResult } from './periods.schemas';
import { reads, writes } from '../core/rights';
import { BOOK_READERS } from './book.endpoints';

const tag = 'accounting';
/** Staff of the company do the books; 反结账 is kept to the supervisors (docs/decisions.md). */
const roles: readonly Role[] = ['emp', 'sa', 'super'];
export const PERIOD_SUPERVISOR_ROLES: readonly Role[] = ['sa', 'super'];

// 会计期间 (issue 13): the spec's /period and /period-range, then open, close (结账) and re-open (反结账).
export const periodEndpoints = {
  period: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/period',
    input: emptyInput,
    output: PeriodInfo,
    auth: 'session',
    rights: BOOK_READERS,
    roles,
    summary: '当前会计期间与期间列表',
    tag,
  }),
  periodRange: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/period-range',
    input: emptyInput,
    output: PeriodRange,
    auth: 'session',
    rights: BOOK_READERS,
    roles,
    summary: '报表可选的会计期间范围',
    tag,
  }),
  openNext: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/periods/open-next',
    input: emptyInput,
    output: PeriodRow,
    auth: 'session',
    rights: writes('accounting_setup-periods'),
    roles,
    summary: '开启下一会计期间',
    tag,
  }),
  close: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/periods/close',
    input: ClosePeriodInput,
    output: CloseResult,
    auth: 'session',
    rights: writes('accounting_setup-periods'),
    roles,
    summary: '结账：全部凭证已登账、试算平衡后生成并登账结转损益凭证（12月结转本年利润），按设置重排凭证号',
    tag,
  }),
  reopen: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/periods/reopen',
    input: ReopenPeriodInput,
    output: ReopenResult,
    auth: 'session',
    rights: writes('accounting_setup-periods'),
    roles: PERIOD_SUPERVISOR_ROLES,
    summary: '反结账：最近结账的期间，主管填写原因；结转损益凭证红字冲销并登账',
    tag,
  }),
  events: defineEndpoint({
    method: 'POST',
    path: '/api/accounting/periods/events',
    input: emptyInput,
    output: z.array(PeriodEventRow),
    auth: 'session',
    rights: reads('accounting_setup-periods'),
    roles,
    summary: '结账与反结账记录',
    tag,
  }),
};
