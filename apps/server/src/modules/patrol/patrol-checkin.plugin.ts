import type { FastifyInstance } from 'fastify';
import { patrolCheckinEndpoints as e } from '@pm/contracts';
import type { AppDeps } from '../../app-deps';
import { registerEndpoint } from '../../http/register-endpoint';
import { listRounds, myRounds, scanPoint } from './patrol-checkin';

/** 巡查签到: the inspector's scans and route, the supervisor's rounds. */
export function patrolCheckinPlugin({ db }: Pick<AppDeps, 'db'>) {
  return async (app: FastifyInstance) => {
    registerEndpoint(app, e.scanPatrolPoint, ({ input, session }) => scanPoint({ db }, session, input.code));
    registerEndpoint(app, e.myPatrolRounds, ({ session }) => myRounds({ db }, session));
    registerEndpoint(app, e.listPatrolRounds, ({ input, session }) => listRounds({ db }, session, input.day, input.planId));
  };
}
