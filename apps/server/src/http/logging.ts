import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The log policy (docs/decisions.md): a line says which route (the pattern, never the URL with its
 * values), method, status, error code and request id; never a body, query value, token, password or
 * SQL parameter. Serializers build the lines from named fields only; `redact` is the net for any
 * field someone logs later under one of these names.
 */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...['password', 'pwd', 'token', 'authorization', 'body', 'query', 'params', 'parameters'].flatMap((name) => [
    name,
    `*.${name}`,
  ]),
];

/** A request as logged: route pattern and method; Fastify adds the request id as reqId. */
export function requestForLog(request: FastifyRequest): { method: string; route: string } {
  return { method: request.method, route: request.routeOptions?.url ?? '(no route)' };
}

export function replyForLog(reply: Pick<FastifyReply, 'statusCode'>): { statusCode: number } {
  return { statusCode: reply.statusCode };
}

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  routine?: string;
  cause?: LoggedError;
};

/** Said instead of a database error's message, which quotes the refused values. */
const WITHHELD = 'database error: message withheld (it carries values)';

function field(error: object, name: string): string | undefined {
  const value = (error as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * A database error (drizzle's DrizzleQueryError, postgres.js PostgresError, PGlite's DatabaseError):
 * their message, detail and properties carry the SQL parameters and the refused values.
 */
function isDatabaseError(error: object): boolean {
  const code = field(error, 'code');
  return (
    'parameters' in error || 'params' in error || 'query' in error || (code !== undefined && /^[0-9A-Z]{5}$/.test(code))
  );
}

/** Stack frames only: the first line of a stack repeats the message. */
function frames(error: Error): string {
  const lines = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  return lines.slice(0, 12).join('\n');
}

/** An error as logged: database errors by their codes only, others with message and frames. */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'not an Error', stack: '' };
  const database = isDatabaseError(error);
  const logged: LoggedError = { type: error.name, message: database ? WITHHELD : error.message, stack: frames(error) };
  const code = field(error, 'code');
  if (code) logged.code = code;
  if (database) {
    const constraint = field(error, 'constraint_name') ?? field(error, 'constraint');
    const routine = field(error, 'routine');
    if (constraint) logged.constraint = constraint;
    if (routine) logged.routine = routine;
  }
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}

/** Fastify's logger options: level, optional destination (tests capture it), serializers, redaction. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { req: requestForLog, res: replyForLog, err: errorForLog },
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
}
