export * from './connect';
export { connectionOf, postgresClient } from './connection-url';
export { pgArray } from './pg-array';
export { executePrepared } from './prepared';
export * from './migrate';
export * as schema from './schema/index';
export {
  acquireDataDirLock,
  DataDirLockedError,
  embeddedDataPath,
  lockPathFor,
  type DataDirLock,
  type LockHolder,
} from './embedded/data-dir-lock';
