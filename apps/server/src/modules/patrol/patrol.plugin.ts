import type { FastifyInstance } from 'fastify';
import { patrolInspectRecord, patrolInspectorRecord, patrolPlanRecord, patrolRoutineRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecords } from '../records/index';
import {
  inspectorAfterWrite,
  inspectorBeforeDelete,
  patrolPlanAfterWrite,
  patrolPlanBeforeDelete,
  patrolPlanBeforeWrite,
  routineRules,
} from './patrol.rules';

/** 公共巡查: plans with the inspector-hours rule, routine patrols, checks, contracted hours. */
export function patrolPlugin() {
  bindRecords([
    {
      def: patrolPlanRecord,
      table: schema.patrolPlans,
      beforeWrite: patrolPlanBeforeWrite,
      afterWrite: patrolPlanAfterWrite,
      beforeDelete: patrolPlanBeforeDelete,
    },
    { def: patrolRoutineRecord, table: schema.patrolRoutines, beforeWrite: routineRules },
    { def: patrolInspectRecord, table: schema.patrolInspections },
    {
      def: patrolInspectorRecord,
      table: schema.patrolInspectorHours,
      afterWrite: inspectorAfterWrite,
      beforeDelete: inspectorBeforeDelete,
    },
  ]);
  return async (_app: FastifyInstance) => {};
}
