import type { FastifyInstance } from 'fastify';
import {
  deviceInspectRecord,
  deviceMaintPlanRecord,
  deviceMaintRecordRecord,
  deviceRecord,
  deviceRepairRecord,
  deviceRiskRecord,
  triangleCheckRecord,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecords } from '../records/index';
import {
  advancePlan,
  inspectRules,
  maintPlanRules,
  maintRecordRules,
  repairRules,
  riskRules,
  triangleRules,
} from './device.rules';

/** 公共设备: the device ledger and six device record types on the record engine. */
export function devicePlugin() {
  bindRecords([
    { def: deviceRecord, table: schema.devices },
    { def: deviceMaintPlanRecord, table: schema.deviceMaintPlans, beforeWrite: maintPlanRules },
    {
      def: deviceMaintRecordRecord,
      table: schema.deviceMaintRecords,
      beforeWrite: maintRecordRules,
      afterWrite: advancePlan,
    },
    { def: deviceRepairRecord, table: schema.deviceRepairs, beforeWrite: repairRules },
    { def: deviceRiskRecord, table: schema.deviceRisks, beforeWrite: riskRules },
    { def: deviceInspectRecord, table: schema.deviceInspections, beforeWrite: inspectRules },
    { def: triangleCheckRecord, table: schema.triangleChecks, beforeWrite: triangleRules },
  ]);
  return async (_app: FastifyInstance) => {};
}
