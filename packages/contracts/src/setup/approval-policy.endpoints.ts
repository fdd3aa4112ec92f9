import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { reads, writes } from '../core/rights';

// 审批分离: the one who enters a reduction, a charge adjustment (a bill line entered by hand or a reversal) or a refund
// may not approve it; a one-person office may relax that for its company (docs/decisions.md "Rights").

export const ApprovalPolicy = z.object({
  /** true: the one who entered it may approve it too (each such approval is logged). */
  selfApproval: z.boolean(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type ApprovalPolicy = z.output<typeof ApprovalPolicy>;

export const ApprovalPolicyInput = z.object({ selfApproval: z.boolean({ error: '请选择是否允许本人审批' }) });

export const getApprovalPolicy = defineEndpoint({
  method: 'GET',
  path: '/api/setup/approval-policy',
  input: z.object({}),
  output: ApprovalPolicy,
  auth: 'session',
  rights: reads('data_staff-permission'),
  roles: ['emp', 'sa', 'super'],
  summary: '审批分离：本公司是否允许录入人审批自己录入的减免、费用调整与退款',
  tag: 'staff-permission',
});

export const setApprovalPolicy = defineEndpoint({
  method: 'PUT',
  path: '/api/setup/approval-policy',
  input: ApprovalPolicyInput,
  output: ApprovalPolicy,
  auth: 'session',
  rights: writes('data_staff-permission'),
  roles: ['sa', 'super'],
  summary: '审批分离：设置本公司是否允许本人审批（一人办公室）；记入系统日志',
  tag: 'staff-permission',
});

export const approvalPolicyEndpoints = { getApprovalPolicy, setApprovalPolicy };
