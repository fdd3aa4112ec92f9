import { USER_ROLES } from '@pm/domain';
import type { z } from 'zod';
import type { EndpointRights } from './rights';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Role = (typeof USER_ROLES)[number];
export const roles = USER_ROLES;

/**
 * One endpoint, declared once: the server registers it, the web client calls it, OpenAPI is
 * generated from it. `input` is one object: path params, then query (GET/DELETE) or JSON body
 * (POST/PUT) are merged into it. `output` is the envelope's `data` and is a whitelist.
 */
export interface Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  method: HttpMethod;
  /** Fastify-style path, the spec's: `/api/account/:id`. */
  path: string;
  input: I;
  output: O;
  /** 'public' needs no session; 'owner' an owner's portal session (业主端); otherwise a staff session, optionally limited to roles. */
  auth: 'public' | 'session' | 'owner';
  roles?: readonly Role[];
  /** The function(s) a session endpoint belongs to (core/rights.ts); required for every 'session' endpoint. */
  rights?: EndpointRights;
  /** The client shows no loading indicator and no error notice. */
  silent?: boolean;
  /** Still allowed while the user must change the password first. */
  allowBeforePasswordChange?: boolean;
  /** Response is not the JSON envelope (file, PDF, image, spreadsheet). */
  raw?: boolean;
  summary: string;
  description?: string;
  tag: string;
}

/**
 * Keeps `auth` as a literal type, so a 'session' endpoint's handler gets a Session, not Session | undefined; a 'session'
 * endpoint must say which function it belongs to (`rights`), a public one has none.
 */
export function defineEndpoint<I extends z.ZodType, O extends z.ZodType, const A extends Endpoint['auth']>(
  e: Endpoint<I, O> & { auth: A } & (A extends 'session' ? { rights: EndpointRights } : { rights?: never }),
): Endpoint<I, O> & { auth: A } {
  return e;
}

export type EndpointInput<E> = E extends Endpoint<infer I, z.ZodType> ? z.input<I> : never;
export type EndpointOutput<E> = E extends Endpoint<z.ZodType, infer O> ? z.output<O> : never;

/** Names of `:param` segments of a path. */
export function pathParams(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

// In their own module, so the login route's chunk (which needs pathParams) holds no zod call.
export { emptyInput, okOutput } from './empty-schemas';
