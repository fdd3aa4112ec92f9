// The record engine's public surface for other modules: bind record types, read dictionaries.
export { bindRecords, type RecordBinding, type RecordTable, type WriteContext } from './record-binding';
export { effectiveDictionaries } from './dictionaries.service';
