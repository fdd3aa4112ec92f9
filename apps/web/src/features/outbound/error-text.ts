import { ApiError } from '../../api/client';

export { errorText } from '../../api/error-text';

/** The server's 400 details by field path (`name`, `variables.0.value`), the first message of each. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (error instanceof ApiError) for (const { path, message } of error.details ?? []) if (path && out[path] === undefined) out[path] = message;
  return out;
}
