import { CALL_CENTER_TIMERS } from '@pm/domain';
import { AppError, rejected } from '../../errors/app-error';

/** The vendor's OAuth client of this product (the fake vendor knows it; a real one would issue it). */
export const VENDOR_CLIENT = { id: 'pm-suite', secret: 'pm-suite-secret' } as const;
/** The terminal source header value every vendor call carries. */
export const VENDOR_SOURCE = 'webrtc';

export interface VendorAuth {
  token: string;
  tenantId: string;
}

export interface VendorTokenAnswer {
  access_token: string;
  expires_in: number;
  agentId: string;
  agentName: string;
  agentDn: string;
  tenantId: string;
  groupId?: number;
}

/** The vendor refused the token (expired or revoked): the agent must sign in again. */
export class VendorUnauthorized extends AppError {
  constructor() {
    super(409, 'call_center.vendor_token_expired', '坐席登录已失效，请重新签入', { code: 1 });
  }
}

const unreachable = (cause: unknown) =>
  new AppError(502, 'call_center.vendor_unreachable', '呼叫中心服务不可用，请稍后再试', { cause });

/**
 * HTTP client of the call-centre vendor at config.providerUrl. Every call but the token call
 * carries the bearer token, `source` and `__org` (tenant id), as the vendor requires.
 */
export class VendorClient {
  constructor(private readonly baseUrl: string) {}

  async token(username: string, password: string): Promise<VendorTokenAnswer> {
    let res: Response;
    try {
      res = await fetch(`${this.baseUrl}/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'password', username, password, client_id: VENDOR_CLIENT.id, client_secret: VENDOR_CLIENT.secret }),
        signal: AbortSignal.timeout(CALL_CENTER_TIMERS.clientTimeoutMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
    const body = (await res.json().catch(() => ({}))) as Partial<VendorTokenAnswer> & { error_description?: string };
    if (!res.ok || !body.access_token) {
      throw rejected(400, 'call_center.agent_login_failed', body.error_description || '登录失败，请检查用户名和密码');
    }
    return body as VendorTokenAnswer;
  }

  /** A JSON call; answers the vendor's `data` (or the whole body when `raw`). */
  async call<T>(auth: VendorAuth, method: 'GET' | 'POST', path: string, options: { body?: unknown; raw?: boolean; timeoutMs?: number } = {}): Promise<T> {
    const res = await this.send(auth, method, path, options.body, options.timeoutMs);
    const body = (await res.json().catch(() => undefined)) as { code?: number; msg?: string; data?: unknown } | undefined;
    if (res.status === 401) throw new VendorUnauthorized();
    if (!res.ok || !body) {
      throw rejected(res.status >= 500 ? 502 : 400, 'call_center.vendor_rejected', body?.msg || `呼叫中心服务返回 ${res.status}`);
    }
    return (options.raw ? body : body.data) as T;
  }

  /** Binary download (recordings). */
  async bytes(auth: VendorAuth, path: string): Promise<Buffer | undefined> {
    const res = await this.send(auth, 'GET', path);
    if (res.status === 401) throw new VendorUnauthorized();
    if (!res.ok) return undefined;
    return Buffer.from(await res.arrayBuffer());
  }

  private async send(auth: VendorAuth, method: 'GET' | 'POST', path: string, body?: unknown, timeoutMs: number = CALL_CENTER_TIMERS.clientTimeoutMs): Promise<Response> {
    try {
      return await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${auth.token}`,
          source: VENDOR_SOURCE,
          __org: auth.tenantId,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw unreachable(error);
    }
  }
}
