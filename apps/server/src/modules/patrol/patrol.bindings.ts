import { patrolInspectRecord, patrolInspectorRecord, patrolPlanRecord, patrolRoutineRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';
import {
  inspectorAfterWrite,
  inspectorBeforeDelete,
  patrolPlanAfterWrite,
  patrolPlanBeforeDelete,
  patrolPlanBeforeWrite,
  routineRules,
} from './patrol.rules';

/** 公共巡查: plans with the inspector-hours rule, routine patrols, checks, contracted hours. */
export const patrolBindings: RecordBinding[] = [
  bindRecord(patrolPlanRecord, {
    table: schema.patrolPlans,
    beforeWrite: patrolPlanBeforeWrite,
    afterWrite: patrolPlanAfterWrite,
    beforeDelete: patrolPlanBeforeDelete,
  }),
  bindRecord(patrolRoutineRecord, { table: schema.patrolRoutines, beforeWrite: routineRules }),
  bindRecord(patrolInspectRecord, { table: schema.patrolInspections }),
  bindRecord(patrolInspectorRecord, {
    table: schema.patrolInspectorHours,
    afterWrite: inspectorAfterWrite,
    beforeDelete: inspectorBeforeDelete,
  }),
];
