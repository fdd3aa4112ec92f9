import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bindRecords } from '../records/index';
import { chargingBindings } from './charging.bindings';

/** 收费 (issue 11): master data on the record engine, and the hand-written charging use cases. */
export function chargingPlugin(_deps: AppDeps) {
  bindRecords(chargingBindings);
  return async (_app: FastifyInstance) => {};
}
