import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { firstIssueText, parseJsonBody } from '@pm/vendor-kit/json-body';
import { NuonuoError } from '../vendor/errors';

/** Bodies are kept as the raw text: X-Nuonuo-Sign covers the exact text sent. */
export function rawBody(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

export function query(request: FastifyRequest): Record<string, string> {
  const q = request.query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
}

export function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

export function formFields(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(rawBody(request)));
}

/** How the caller reached the fake (`http://127.0.0.1:3005`): the base of the file addresses it answers. */
export const baseOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Parses a knob's JSON body with a schema; bad JSON or a bad field answers 400 naming the field. */
export function parseJson<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  return parseJsonBody<z.infer<S>>(schema, rawBody(request), {
    notJson: (message) => new NuonuoError('E9101', message, 400),
    badFields: (issues) => new NuonuoError('E9101', firstIssueText(issues), 400),
  }).data;
}
