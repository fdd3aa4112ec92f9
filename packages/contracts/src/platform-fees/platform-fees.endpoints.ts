import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import {
  PayPlatformFeeInput,
  PlatformFeeBill,
  PlatformFeeBillList,
  PlatformFeeBillParam,
  PlatformFeeBillQuery,
  PlatformFeePayment,
  PlatformFeeRun,
  RunPlatformFeesInput,
} from './platform-fees.schemas';
import { reads, writes } from '../core/rights';

export const listPlatformFeeBills = defineEndpoint({
  method: 'GET',
  path: '/api/platform-fees/bills',
  input: PlatformFeeBillQuery,
  output: PlatformFeeBillList,
  auth: 'session',
  rights: reads('charge_server-charge'),
  roles: ['emp', 'sa', 'super'],
  summary: '服务器管理收费：本公司的平台账单（平台管理员看全部公司）',
  tag: 'platform-fees',
});

export const listPlatformFeePayments = defineEndpoint({
  method: 'GET',
  path: '/api/platform-fees/bills/:id/payments',
  input: PlatformFeeBillParam,
  output: z.array(PlatformFeePayment),
  auth: 'session',
  rights: reads('charge_server-charge'),
  roles: ['emp', 'sa', 'super'],
  summary: '服务器管理收费：一张账单的缴费记录',
  tag: 'platform-fees',
});

export const payPlatformFee = defineEndpoint({
  method: 'POST',
  path: '/api/platform-fees/payments',
  input: PayPlatformFeeInput,
  output: PlatformFeeBill,
  auth: 'session',
  rights: writes('charge_server-charge'),
  roles: ['emp', 'sa'],
  summary: '服务器管理收费：登记本公司一张账单的缴费（不超过未缴金额；并发缴费只成功一笔）',
  tag: 'platform-fees',
});

export const runPlatformFees = defineEndpoint({
  method: 'POST',
  path: '/api/platform-fees/runs',
  input: RunPlatformFeesInput,
  output: PlatformFeeRun,
  auth: 'session',
  rights: writes('charge_server-charge'),
  roles: ['sa', 'super'],
  summary: '服务器管理收费：平台管理员生成一个月的账单（全部租户公司或一家；已有该月账单的公司跳过）',
  tag: 'platform-fees',
});

export const platformFeeEndpoints = { listPlatformFeeBills, listPlatformFeePayments, payPlatformFee, runPlatformFees };
