// The record engine's public surface for other modules: bind record types, read dictionaries.
export {
  bindRecord,
  RecordRegistry,
  type RecordBinding,
  type RecordTable,
  type StoredRow,
  type ValuesOf,
  type WriteContext,
  type WriteValues,
} from './record-binding';
export { effectiveDictionaries } from './dictionaries.service';
