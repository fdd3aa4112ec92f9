import { badRequest, conflict } from '../../errors/app-error';

export const STALE_VERSION = '该记录已被他人修改，请重新加载后再保存';
export const VERSION_MISSING = '缺少记录版本，请重新加载后再保存';

/** A version as a client sends it back: a positive integer (number or digits), else undefined. */
export function versionOf(raw: unknown): number | undefined {
  const n = typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : raw;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

/**
 * The version an update is based on (body field `version`, required: without it the last writer
 * would silently win), or 400.
 */
export function baseVersion(body: Record<string, unknown>): number {
  const version = versionOf(body.version);
  if (version === undefined)
    throw badRequest('validation.failed', VERSION_MISSING, [{ path: 'version', message: VERSION_MISSING }]);
  return version;
}

/** Refuses an update based on another version than the stored (locked) row's. */
export function checkVersion(stored: Record<string, unknown>, version: number): void {
  if (Number(stored.version) !== version) throw conflict('records.stale_version', STALE_VERSION);
}
