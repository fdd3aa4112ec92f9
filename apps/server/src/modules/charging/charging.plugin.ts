import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Bindings } from './bindings';
import { Dunning } from './dunning';
import { registerDunningRoutes } from './dunning.routes';
import { LineAudit } from './lines.audit';
import { LineReversal } from './lines.reverse';
import { registerLineRoutes } from './lines.routes';
import { BillLines } from './lines.service';
import { Readings } from './readings';
import { readingRoutes } from './readings.routes';
import { registerReductionRoutes } from './reductions.routes';
import { Reductions } from './reductions.service';
import { registerRunRoutes } from './runs.routes';
import { BillRuns } from './runs.service';
import { registerSharingRoutes } from './sharing.routes';
import { Sharing } from './sharing.service';
import { Standards } from './standards';
import { standardRoutes } from './standards.routes';

/** 收费 (issue 11): the hand-written charging use cases (its master data: charging.bindings.ts, bound in features.ts). */
export function chargingPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    // Setup: standards and bindings, meter readings (抄表录入).
    standardRoutes(app, new Standards(deps.db), new Bindings(deps.db));
    await readingRoutes(app, new Readings(deps.db), deps.imports);
    // Bill runs, lines and the charge audit, reductions, sharing.
    const sharing = new Sharing(deps.db);
    const runs = new BillRuns(deps.db, sharing, deps.jobs, deps.rights);
    deps.jobs.register(runs.kind());
    deps.scheduler.register(runs.scheduleKind());
    registerRunRoutes(app, runs, deps.db);
    registerLineRoutes(app, new BillLines(deps.db), new LineAudit(deps.db), new LineReversal(deps.db));
    registerReductionRoutes(app, new Reductions(deps.db));
    registerSharingRoutes(app, sharing);
    // 催缴通知 (issue 12).
    registerDunningRoutes(app, new Dunning(deps.db));
  };
}
