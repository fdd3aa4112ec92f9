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
export { effectiveDictionaries, forgetDictionaries } from './dictionaries.service';

// The toolkit: the engine's list, Excel and log pieces as functions a hand-written use case calls
// with its own query and columns (docs/development.md, "A module's shape"). The engine uses the same.
export * from './toolkit';
