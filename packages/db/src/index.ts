export * from './connect';
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
