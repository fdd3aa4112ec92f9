import { findRecord, type RecordDef } from '@pm/contracts';

/**
 * The basic data 资料导入 / 资料导出 offer, in the order people build an estate: the estate, its
 * zones, buildings, units and houses, the parking spaces, then owners, residents, vehicles and meters.
 */
const KINDS = ['estate', 'zone', 'building', 'unit', 'house', 'parking', 'owner', 'resident', 'vehicle', 'meter'];

export const dataKinds = (): RecordDef[] => KINDS.flatMap((key) => findRecord(key) ?? []);
