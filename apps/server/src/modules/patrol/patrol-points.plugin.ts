import type { FastifyInstance } from 'fastify';
import { patrolPointEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { listPatrolPoints } from './patrol-points';

/** 公共巡查's own endpoint beside its records: the patrol points of the QR-code labels. */
export function patrolPointsPlugin({ db }: Pick<AppDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, e.listPatrolPoints, ({ input, session }) => listPatrolPoints({ db }, session, input.planId));
  };
}
