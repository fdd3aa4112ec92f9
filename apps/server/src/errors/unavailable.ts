import { AppError } from './app-error';

/** Errors of a database or Redis that cannot be reached (refused, reset, timed out, closed). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // postgres.js
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECTION_ENDED',
  'CONNECT_TIMEOUT',
]);
// ioredis, when its retries for a command are used up or the connection is gone
const UNREACHABLE_NAMES = new Set(['MaxRetriesPerRequestError']);
const UNREACHABLE_MESSAGES = /^(Connection is closed\.|Stream isn't writeable)/;

function unreachable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const e = error as { code?: unknown; name?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (typeof e.name === 'string' && UNREACHABLE_NAMES.has(e.name)) return true;
  if (typeof e.message === 'string' && UNREACHABLE_MESSAGES.test(e.message)) return true;
  // AggregateError (several addresses refused) and wrapped errors (drizzle's query error)
  if (Array.isArray(e.errors) && e.errors.some((inner) => unreachable(inner, depth + 1))) return true;
  return unreachable(e.cause, depth + 1);
}

/**
 * A store the request needs is down: 503 with the catalogue's message, so the page says the
 * service is unavailable instead of a server fault; the log still gets the cause.
 */
export function fromUnavailableStore(error: unknown): AppError | undefined {
  if (!unreachable(error)) return undefined;
  return new AppError(503, 'server.unavailable', '服务不可用！', { cause: error });
}
