import type { FastifyRequest } from 'fastify';
import { BAD_CHARACTERS_MESSAGE, hasBadCharacters } from '@pm/domain';
import { badRequest } from '../errors/app-error';

/** Where the bad text is, when it is in a field's name rather than its value. */
const FIELD_NAME = '字段名';
/** Where the bad text is, when the whole body is one string. */
const WHOLE_BODY = '请求内容';

/**
 * The dotted path of the first string (value or key, at any depth) holding NUL or an unpaired
 * surrogate, or undefined. Walks with an explicit stack: a hostile body may be nested thousands deep.
 */
export function findBadText(value: unknown, path = ''): string | undefined {
  const stack: { value: unknown; path: string }[] = [{ value, path }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    if (typeof item.value === 'string') {
      if (hasBadCharacters(item.value)) return item.path || WHOLE_BODY;
      continue;
    }
    if (item.value === null || typeof item.value !== 'object' || Buffer.isBuffer(item.value)) continue;
    const entries = Object.entries(item.value);
    // Pushed last-first, so the first field of the body is looked at first.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      if (hasBadCharacters(key)) return item.path || FIELD_NAME;
      stack.push({ value: child, path: item.path ? `${item.path}.${key}` : key });
    }
  }
  return undefined;
}

function badCharacters(path: string) {
  return badRequest('validation.bad_characters', `${path}：${BAD_CHARACTERS_MESSAGE}`, [
    { path, message: BAD_CHARACTERS_MESSAGE },
  ]);
}

/** Refuses a value (a multipart field, a file name) holding NUL or an unpaired surrogate: 400 naming `path`. */
export function refuseBadText(path: string, value: unknown): void {
  const bad = findBadText(value, path);
  if (bad !== undefined) throw badCharacters(bad);
}

/**
 * The one edge check of every /api request, before authentication and the contract: no string of
 * the path params, query or JSON body holds NUL (PostgreSQL refuses it in text: it was a 500) or
 * an unpaired surrogate (no character at all). 400 naming the field.
 */
export async function refuseBadRequestText(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) refuseBadText('', part);
}
