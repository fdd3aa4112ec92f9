// One process at a time on an embedded data folder. Two PGlite instances on one folder each keep
// their own copy in memory and overwrite each other's files: ids are handed out twice and
// committed rows vanish. The lock is a file beside the folder (`pgdata.lock`), created with
// O_EXCL, holding the owner's pid, host and start time; a lock whose process is gone is recovered
// under a second exclusive file, so two starters can never both recover the same stale lock.
import { closeSync, fsyncSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { dirname } from 'node:path';
import { randomUUID } from 'node:crypto';

export interface LockHolder {
  /** The process that has the folder open (the database host). */
  pid: number;
  /** The process that started it (the server or the command); the one a person stops. */
  ownerPid: number;
  host: string;
  startedAt: string;
  /** Linux: the process start time in clock ticks, so a recycled pid is not mistaken for the holder. */
  procStart?: string;
  nonce: string;
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock if it is still ours; safe to call more than once. */
  release(): void;
}

export interface LockOptions {
  /** The process a person would stop; default this one. */
  ownerPid?: number;
  /** Release and exit on SIGINT/SIGTERM (for commands that have no shutdown of their own). */
  releaseOnSignal?: boolean;
}

/** The embedded PostgreSQL folder inside DATA_DIR. */
export const embeddedDataPath = (dataDir: string): string => `${dataDir}/pgdata`;
export const lockPathFor = (pgdataDir: string): string => `${pgdataDir}.lock`;

export class DataDirLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    const pids = holder.pid === holder.ownerPid ? `${holder.pid}` : `${holder.ownerPid}（数据库子进程 ${holder.pid}）`;
    const pidsEn =
      holder.pid === holder.ownerPid ? `${holder.pid}` : `${holder.ownerPid} (database child ${holder.pid})`;
    const file = lockPathFor(folder);
    super(
      `数据目录 ${dirname(folder)} 正被另一个进程使用：进程号 ${pids}，主机 ${holder.host}，启动于 ${holder.startedAt}。` +
        `同一数据目录只能由一个服务使用，请先停止该进程，或用 DATA_DIR 指定另一个目录。` +
        `若确认该进程已不存在（例如在另一台主机上），可删除锁文件 ${file}。\n` +
        `The data folder ${dirname(folder)} is in use by another process: pid ${pidsEn} on ${holder.host}, started ${holder.startedAt}. ` +
        `Only one server may use a data folder: stop that process first, or set DATA_DIR to another folder. ` +
        `If that process is certainly gone (e.g. it ran on another host), delete the lock file ${file}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const GRACE_MS = 2_000;
const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function procStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the parenthesised command name start at field 3; the start time is field 22.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(holder: Pick<LockHolder, 'pid' | 'host' | 'procStart'>): boolean {
  // A lock from another host cannot be checked from here: it counts as held.
  if (holder.host !== hostname()) return true;
  // Our own pid in a lock we have not taken: left by an earlier life of a recycled pid (a container restart).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const now = procStartOf(holder.pid);
  return !(holder.procStart && now && now !== holder.procStart);
}

function me(ownerPid: number): LockHolder {
  const procStart = procStartOf(process.pid);
  return {
    pid: process.pid,
    ownerPid,
    host: hostname(),
    startedAt: new Date().toISOString(),
    nonce: randomUUID(),
    ...(procStart ? { procStart } : {}),
  };
}

/** Creates `path` holding `holder` only if it does not exist; false when it does. */
function createExclusive(path: string, holder: LockHolder): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, JSON.stringify(holder));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  return true;
}

type Read = { state: 'absent' } | { state: 'partial'; ageMs: number } | { state: 'held'; holder: LockHolder };

function readLock(path: string): Read {
  let text: string;
  let ageMs: number;
  try {
    ageMs = Date.now() - statSync(path).mtimeMs;
    text = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { state: 'absent' };
    throw error;
  }
  try {
    const holder = JSON.parse(text) as LockHolder;
    if (typeof holder.pid === 'number' && typeof holder.nonce === 'string') return { state: 'held', holder };
  } catch {
    // being written right now, or torn by a crash between create and write
  }
  return { state: 'partial', ageMs };
}

/** Unlinks `path` only if it still holds `nonce` (or is still the same unreadable file). */
function unlinkIfStill(path: string, nonce: string | undefined): void {
  const now = readLock(path);
  const same = now.state === 'held' ? now.holder.nonce === nonce : now.state === 'partial' && nonce === undefined;
  if (!same) return;
  try {
    unlinkSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Removes the stale lock whose nonce we saw, under the exclusive recovery file: only one
 * process at a time may remove it, and it re-checks that the lock is still the stale one.
 */
function recoverStale(lockPath: string, staleNonce: string | undefined, self: LockHolder): void {
  const recoveryPath = `${lockPath}.recover`;
  for (;;) {
    if (createExclusive(recoveryPath, self)) break;
    const recoverer = readLock(recoveryPath);
    if (recoverer.state === 'held' && !isRunning(recoverer.holder)) unlinkIfStill(recoveryPath, recoverer.holder.nonce);
    else if (recoverer.state === 'partial' && recoverer.ageMs > GRACE_MS) unlinkIfStill(recoveryPath, undefined);
    else sleep(20);
  }
  try {
    unlinkIfStill(lockPath, staleNonce);
  } finally {
    unlinkIfStill(recoveryPath, self.nonce);
  }
}

/**
 * Takes the exclusive lock of an embedded data folder or throws DataDirLockedError naming the
 * running holder. The lock is released by `release()` and at process exit.
 */
export function acquireDataDirLock(pgdataDir: string, options: LockOptions = {}): DataDirLock {
  const path = lockPathFor(pgdataDir);
  const self = me(options.ownerPid ?? process.pid);
  const deadline = Date.now() + GRACE_MS * 2;
  while (!createExclusive(path, self)) {
    const current = readLock(path);
    if (current.state === 'held') {
      if (isRunning(current.holder)) throw new DataDirLockedError(pgdataDir, current.holder);
      recoverStale(path, current.holder.nonce, self);
    } else if (current.state === 'partial') {
      if (current.ageMs > GRACE_MS) recoverStale(path, undefined, self);
      else if (Date.now() > deadline) throw new Error(`无法读取锁文件 ${path}`);
      else sleep(20);
    }
  }
  return held(path, self.nonce, options.releaseOnSignal === true);
}

function held(path: string, nonce: string, releaseOnSignal: boolean): DataDirLock {
  const onSignal = (signal: NodeJS.Signals) => {
    release();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  const release = () => {
    process.off('exit', release);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    unlinkIfStill(path, nonce);
  };
  process.on('exit', release);
  if (releaseOnSignal) {
    process.on('SIGINT', onSignal);
    process.on('SIGTERM', onSignal);
  }
  return { path, release };
}
