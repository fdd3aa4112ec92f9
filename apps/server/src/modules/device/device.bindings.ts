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
import { bindRecord, type RecordBinding } from '../records/index';
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
export const deviceBindings: RecordBinding[] = [
  bindRecord(deviceRecord, { table: schema.devices }),
  bindRecord(deviceMaintPlanRecord, { table: schema.deviceMaintPlans, beforeWrite: maintPlanRules }),
  bindRecord(deviceMaintRecordRecord, {
    table: schema.deviceMaintRecords,
    beforeWrite: maintRecordRules,
    afterWrite: advancePlan,
  }),
  bindRecord(deviceRepairRecord, { table: schema.deviceRepairs, beforeWrite: repairRules }),
  bindRecord(deviceRiskRecord, { table: schema.deviceRisks, beforeWrite: riskRules }),
  bindRecord(deviceInspectRecord, { table: schema.deviceInspections, beforeWrite: inspectRules }),
  bindRecord(triangleCheckRecord, { table: schema.triangleChecks, beforeWrite: triangleRules }),
];
