import { expect } from 'vitest';
import { refundRequestEndpoints as r } from '@pm/contracts';
import type { TestApp } from '../harness';
import type { ChargingWorld } from './charging';

/**
 * A refund as the counter now pays it (退款审批): the world's clerk enters the request and its auditor approves it.
 * Answers the payment, for tests whose subject is what the refund does to the accounts, not the approval.
 */
export async function refundPaid(t: TestApp, w: ChargingWorld, body: Record<string, unknown>): Promise<ReturnType<typeof r.approveRefund.output.parse>['payment']> {
  const asked = await t.as(w.clerk).post('/api/settle/refund', body);
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  const request = r.refund.output.parse(asked.body.data);
  const approved = await t.as(w.auditor).post('/api/settle/refund-requests/approve', { id: request.id });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return r.approveRefund.output.parse(approved.body.data).payment;
}
