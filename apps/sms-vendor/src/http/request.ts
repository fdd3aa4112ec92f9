import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { firstIssueText, parseJsonBody } from '@pm/vendor-kit/json-body';
import { GatewayError } from '../vendor/errors';

/** Bodies are kept as the raw text (`x-acs-content-sha256` covers the exact bytes) and parsed by the handler. */
export function rawBody(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/** The query string's pairs as sent, percent-decoded (a bare `+` stays `+`: RFC 3986 clients encode space as %20). */
export function queryPairs(url: string): [string, string][] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  return url
    .slice(at + 1)
    .split('&')
    .filter((part) => part !== '')
    .map((part) => {
      const eq = part.indexOf('=');
      const [k, v] = eq < 0 ? [part, ''] : [part.slice(0, eq), part.slice(eq + 1)];
      return [safeDecode(k), safeDecode(v)];
    });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new GatewayError(400, 'InvalidParameter', 'The query string is not well encoded.');
  }
}

/** The API's parameters: the query string's, and a form body's (the SDK style that sends them there). */
export function apiParams(request: FastifyRequest): Record<string, string> {
  const params: Record<string, string> = Object.fromEntries(queryPairs(request.url));
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('application/x-www-form-urlencoded'))
    for (const [k, v] of new URLSearchParams(rawBody(request))) params[k] = v;
  return params;
}

/** Parses a knob's JSON body with a schema; bad JSON or a bad field answers 400 InvalidParameter. */
export function parseJson<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  return parseJsonBody<z.infer<S>>(schema, rawBody(request), {
    notJson: (message) => new GatewayError(400, 'InvalidParameter', message),
    badFields: (issues) => new GatewayError(400, 'InvalidParameter', firstIssueText(issues)),
  }).data;
}
