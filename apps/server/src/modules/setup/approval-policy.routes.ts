import type { FastifyInstance } from 'fastify';
import { approvalPolicyEndpoints as e } from '@pm/contracts';
import type { Db } from '@pm/db';
import { registerEndpoint } from '../../http/register-endpoint';
import { getApprovalPolicy, setApprovalPolicy } from './approval-policy';

export function approvalPolicyRoutes(app: FastifyInstance, db: Db): void {
  registerEndpoint(app, e.getApprovalPolicy, ({ session }) => getApprovalPolicy(db, session));
  registerEndpoint(app, e.setApprovalPolicy, ({ input, session }) => setApprovalPolicy(db, session, input.selfApproval));
}
