import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { firstIssueText, parseJsonBody } from '@pm/vendor-kit/json-body';
import { WechatError, wechatError } from '../vendor/errors';

/** Bodies are kept as raw text: WeChat reads JSON whatever the Content-Type says, and the page posts forms. */
export function rawBody(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

export function query(request: FastifyRequest): Record<string, string> {
  const q = request.query as Record<string, unknown>;
  return Object.fromEntries(Object.entries(q).map(([k, v]) => [k, Array.isArray(v) ? String(v[0]) : String(v)]));
}

export function formFields(request: FastifyRequest): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(rawBody(request)));
}

/** Parses a JSON body; bad JSON is 47001 data format error. */
export function jsonBody(request: FastifyRequest): Record<string, unknown> {
  try {
    const body: unknown = JSON.parse(rawBody(request));
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) return body as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw wechatError(47001);
}

/** Parses a knob's JSON body with a schema; bad JSON or a bad field answers 400 with the field named. */
export function parseJson<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  return parseJsonBody<z.infer<S>>(schema, rawBody(request), {
    notJson: (message) => new WechatError(47001, message, 400),
    badFields: (issues) => new WechatError(47003, firstIssueText(issues), 400),
  }).data;
}
