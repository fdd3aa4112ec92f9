import type { RecordDef } from './define';
import { estateRecord } from './estate.record';
import { companyRecord, deptRecord, dictionaryRecord, jobRecord, receiptRuleRecord, staffRecord } from './org.records';
import { ownerRecord, residentRecord, vehicleRecord } from './people.records';
import { buildingRecord, houseRecord, meterRecord, parkingRecord, unitRecord, zoneRecord } from './property.records';

/** The master-data record types (issue 5), in menu order. */
export const masterRecords: RecordDef[] = [
  companyRecord,
  deptRecord,
  jobRecord,
  staffRecord,
  estateRecord,
  zoneRecord,
  buildingRecord,
  unitRecord,
  houseRecord,
  ownerRecord,
  residentRecord,
  parkingRecord,
  vehicleRecord,
  meterRecord,
  dictionaryRecord,
  receiptRuleRecord,
];
