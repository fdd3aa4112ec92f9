import { arrearsSettingRecord, chargeAccountRecord, chargeItemRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import { bindRecord, type RecordBinding } from '../records/index';

/** 收费: the area's plain master data on the record engine: items, accounts, arrears settings. */
export const chargingBindings: RecordBinding[] = [
  bindRecord(chargeItemRecord, { table: schema.chargeItems }),
  bindRecord(chargeAccountRecord, { table: schema.chargeAccounts }),
  bindRecord(arrearsSettingRecord, { table: schema.arrearsSettings }),
];
