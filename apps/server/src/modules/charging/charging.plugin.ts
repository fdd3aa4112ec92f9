import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { bindRecords } from '../records/index';
import { chargingBindings } from './charging.bindings';
import { Bindings } from './bindings';
import { Readings } from './readings';
import { readingRoutes } from './readings.routes';
import { Standards } from './standards';
import { standardRoutes } from './standards.routes';

/** 收费 (issue 11): master data on the record engine, and the hand-written charging use cases. */
export function chargingPlugin(deps: AppDeps) {
  bindRecords(chargingBindings);
  return async (app: FastifyInstance) => {
    // Setup: standards and bindings, meter readings (抄表录入).
    standardRoutes(app, new Standards(deps.db), new Bindings(deps.db));
    await readingRoutes(app, deps.db, new Readings(deps.db));
  };
}
