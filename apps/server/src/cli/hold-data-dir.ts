import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '@pm/db';

/**
 * Takes the embedded data folder's lock for a command that opens PGlite itself (dump, restore),
 * or stops with the holder named: the running product must not have its files read or
 * replaced underneath it.
 */
export function holdDataDirOrExit(pgdataDir: string): DataDirLock {
  try {
    return acquireDataDirLock(pgdataDir, { releaseOnSignal: true });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
