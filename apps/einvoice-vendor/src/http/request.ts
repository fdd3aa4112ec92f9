import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
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
  let raw: unknown;
  try {
    const text = rawBody(request);
    raw = text === '' ? undefined : JSON.parse(text);
  } catch {
    throw new NuonuoError('E9101', '请求体不是合法的 JSON', 400);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new NuonuoError('E9101', `${issue?.path.join('.') ?? ''}：${issue?.message ?? '参数错误'}`, 400);
  }
  return result.data;
}
