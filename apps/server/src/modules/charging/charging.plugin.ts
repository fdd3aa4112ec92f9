import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Bindings } from './standards/keep-bindings';
import { Dunning } from './dunning/send-dunning';
import { registerDunningRoutes } from './dunning/dunning.routes';
import { LineAudit } from './lines/transition-lines';
import { LineReversal } from './lines/reverse-lines';
import { registerLineRoutes } from './lines/lines.routes';
import { BillLines } from './lines/keep-bill-lines';
import { Readings } from './readings/keep-readings';
import { readingRoutes } from './readings/readings.routes';
import { registerReductionRoutes } from './reductions/reductions.routes';
import { Reductions } from './reductions/keep-reductions';
import { registerRunRoutes } from './runs/runs.routes';
import { BillRuns } from './runs/run-bills';
import { registerSharingRoutes } from './sharing/sharing.routes';
import { Sharing } from './sharing/keep-sharing-rules';
import { Standards } from './standards/define-standards';
import { standardRoutes } from './standards/standards.routes';

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
