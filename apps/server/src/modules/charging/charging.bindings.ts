import { arrearsSettingRecord, chargeAccountRecord, chargeItemRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import type { RecordBinding } from '../records/index';

/** The charging area's plain master data on the record engine: items, accounts, arrears settings. */
export const chargingBindings: RecordBinding[] = [
  { def: chargeItemRecord, table: schema.chargeItems },
  { def: chargeAccountRecord, table: schema.chargeAccounts },
  { def: arrearsSettingRecord, table: schema.arrearsSettings },
];
