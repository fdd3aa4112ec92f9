import type { Endpoint, EndpointInput, EndpointOutput } from '@pm/contracts';
import { pathParams } from '@pm/contracts';
import { clearOwnerToken, getOwnerToken } from '../shared/owner-session';
import { getToken } from '../shared/session';

/** What a failed call rejects with: the envelope code, the message, and the HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly errorCode?: string,
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export interface ApiHooks {
  /** Called around every non-silent call (loading indicator). */
  onStart?: (endpoint: Endpoint) => void;
  onEnd?: (endpoint: Endpoint) => void;
  /** Called once per failed call with the error; the shell shows the message (spec section 8). */
  onError?: (error: ApiError, endpoint: Endpoint) => void;
}

let hooks: ApiHooks = {};
/** The shell installs its loading indicator and error catalogue here. */
export function setApiHooks(next: ApiHooks): void {
  hooks = next;
}

export const HTTP_TIMEOUT_MS = 300_000;
const TENANT_HEADER = 'x-tenant';

/** Path and query values are scalars; anything else is sent as JSON text rather than "[object Object]". */
function scalar(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function buildUrl(endpoint: Endpoint, input: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const rest = { ...input };
  let path = endpoint.path;
  for (const name of pathParams(endpoint.path)) {
    path = path.replace(`:${name}`, encodeURIComponent(scalar(input[name] ?? '')));
    // PUT keeps the id in the body too (spec section 7).
    if (endpoint.method !== 'PUT') delete rest[name];
  }
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null && v !== '') qs.set(k, scalar(v));
    const q = qs.toString();
    return { url: q ? `${path}?${q}` : path, rest: {} };
  }
  return { url: path, rest };
}

/** 业主端 calls (issue 31): the owner-session endpoints and the portal's public ones (sign-in), all under /api/owner/. */
export function isOwnerEndpoint(endpoint: Endpoint): boolean {
  return endpoint.auth === 'owner' || endpoint.path.startsWith('/api/owner/');
}

/**
 * The credentials a call carries: an owner endpoint the owner's token (from its own storage) and never the staff one,
 * the portal's public calls none; any other call the staff token, or the tenant header signed out.
 */
export function authHeaders(endpoint?: Endpoint): Record<string, string> {
  if (endpoint && isOwnerEndpoint(endpoint)) {
    const owner = endpoint.auth === 'owner' ? getOwnerToken() : null;
    return owner ? { authorization: `Bearer ${owner}` } : {};
  }
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : { [TENANT_HEADER]: localStorage.getItem('host') ?? 'default' };
}

/**
 * Low-level fetch for an endpoint: returns the Response (for raw downloads too). `headers` adds
 * request headers (`prefer: respond-async` for an export as a job).
 */
export async function send(
  endpoint: Endpoint,
  input: Record<string, unknown> = {},
  signal?: AbortSignal,
  headers: Record<string, string> = {},
): Promise<Response> {
  const { url, rest } = buildUrl(endpoint, input);
  const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  const response = await fetch(url, {
    method: endpoint.method,
    headers: { ...headers, ...authHeaders(endpoint), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
    body: hasBody ? JSON.stringify(rest) : undefined,
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  // The owner's session is over (expired, signed out elsewhere): the portal sees the token go and shows /owner/login.
  // The staff session is the error catalogue's business and stays as it is.
  if (response.status === 401 && endpoint.auth === 'owner') clearOwnerToken();
  return response;
}

/** Calls a contract endpoint and resolves with its `data`, or rejects with an ApiError. */
export async function api<E extends Endpoint>(endpoint: E, input?: EndpointInput<E>, signal?: AbortSignal): Promise<EndpointOutput<E>> {
  const loud = !endpoint.silent;
  if (loud) hooks.onStart?.(endpoint);
  try {
    let response: Response;
    try {
      response = await send(endpoint, (input ?? {}), signal);
    } catch {
      throw new ApiError(0, '网络出现问题，请稍后再试！', 0, 'network', undefined);
    }
    let body: { code?: number; msg?: string; data?: unknown; errorCode?: string; details?: { path: string; message: string }[] } | undefined;
    try {
      body = (await response.json()) as typeof body;
    } catch {
      body = undefined;
    }
    if (response.ok && body?.code === 200) return body.data as EndpointOutput<E>;
    throw new ApiError(body?.code ?? response.status, body?.msg ?? '', response.status, body?.errorCode, body?.details);
  } catch (error) {
    // A call the page cancelled (query cancelled, screen left) is not an error to show.
    if (signal?.aborted) throw error;
    const apiError = error instanceof ApiError ? error : new ApiError(0, String(error), 0);
    // The catalogue decides what a silent call still shows (401, the password prompt).
    hooks.onError?.(apiError, endpoint);
    throw apiError;
  } finally {
    if (loud) hooks.onEnd?.(endpoint);
  }
}
