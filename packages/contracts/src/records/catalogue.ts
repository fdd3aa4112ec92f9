import { MASTER_DICTIONARIES, type DictionaryDef } from '@pm/domain';
import type { RecordDef, RecordModule } from './define';
import { masterRecords } from './master.records';
import { serviceRecordModule } from '../service/service.records';
import { deviceRecordModule } from '../device/device.records';
import { patrolRecordModule } from '../patrol/patrol.records';
import { qualityRecordModule } from '../quality/quality.records';
import { securityRecordModule } from '../security/security.records';
import { officeRecordModule } from '../office/office.records';
import { setupRecordModule } from '../setup/setup.records';
import { chargingRecordModule } from '../charging/charging.records';

/**
 * Every record type and dictionary of the product. An area adds ONE line here: its module
 * (`{ records, dictionaries }`), imported from its own contracts folder.
 */
export const recordModules: RecordModule[] = [
  { records: masterRecords, dictionaries: MASTER_DICTIONARIES },
  serviceRecordModule,
  deviceRecordModule,
  patrolRecordModule,
  qualityRecordModule,
  securityRecordModule,
  officeRecordModule,
  setupRecordModule,
  chargingRecordModule,
];

export const allRecords = (): RecordDef[] => recordModules.flatMap((m) => m.records);
export const allDictionaries = (): DictionaryDef[] => recordModules.flatMap((m) => m.dictionaries);

const byKey = new Map<string, RecordDef>();
/** The declaration of a record key, or undefined. */
export function findRecord(key: string): RecordDef | undefined {
  if (byKey.size === 0) for (const def of allRecords()) byKey.set(def.key, def);
  return byKey.get(key);
}
