import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { parseJsonBody, type BodyIssue } from '@pm/vendor-kit/json-body';
import type { Merchant } from '../options';
import { paramError } from '../vendor/errors';

/** Bodies are kept as the raw text (signatures cover the exact bytes) and parsed by the handler. */
export function rawBody(request: FastifyRequest): string {
  return typeof request.body === 'string' ? request.body : '';
}

/** Where this fake is reached, for the URLs it hands out (h5_url, download_url). */
export function baseUrl(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

function firstIssue(issues: readonly BodyIssue[], location: string): Error {
  const issue = issues[0];
  const field = issue?.path.join('.') ?? '';
  return paramError(issue ? `${field ? `${field}：` : ''}${issue.message}` : '参数错误', field || undefined, location);
}

/** Parses the raw JSON body with a schema; bad JSON or a bad field answers 400 PARAM_ERROR. */
export function parseJson<S extends z.ZodType>(schema: S, request: FastifyRequest): { data: z.infer<S>; raw: unknown } {
  return parseJsonBody<z.infer<S>>(schema, rawBody(request), {
    notJson: (message) => paramError(message),
    badFields: (issues) => firstIssue(issues, 'body'),
  });
}

export function parseQuery<S extends z.ZodType>(schema: S, request: FastifyRequest): z.infer<S> {
  const result = schema.safeParse(request.query);
  if (!result.success) throw firstIssue(result.error.issues, 'query');
  return result.data;
}

const merchants = new WeakMap<FastifyRequest, Merchant>();

export function setMerchant(request: FastifyRequest, merchant: Merchant): void {
  merchants.set(request, merchant);
}

/** The merchant whose signature the request carried (set by the verification hook). */
export function merchantOf(request: FastifyRequest): Merchant {
  const merchant = merchants.get(request);
  if (!merchant) throw new Error('request not verified');
  return merchant;
}
