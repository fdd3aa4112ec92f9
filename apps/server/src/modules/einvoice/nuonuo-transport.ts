import { randomBytes, randomInt } from 'node:crypto';
import type { EinvoiceConfig } from './einvoice-config';
import type { EinvoiceFailure } from './einvoice-platform';
import { nuonuoSign } from './nuonuo-sign';

// The wire of a Nuonuo-like platform (invoices note §5): every method is a POST to /open/v1/services with senid,
// nonce, timestamp and appkey in the query, X-Nuonuo-Sign, accessToken, userTax and method as headers, and the answer
// `{code, describe, result}` where only E0000 is success. The token (client_credentials) lives 24 hours and may be
// fetched only 50 times in 30 days, so it is kept until 10 minutes before it ends and fetched by one call at a time;
// a refused token (070302 / 070303) is fetched again once and the call resent (a refused call was not carried out).

export const SERVICES_PATH = '/open/v1/services';
const TOKEN_MARGIN_MS = 10 * 60_000;
const TOKEN_REFUSED = new Set(['070302', '070303']);
/** Codes worth another try later: system busy; a senid taken (a new one is drawn each call). */
const TRANSIENT = new Set(['E9999', '070603']);
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface NuonuoTransportOptions {
  /** Covers one HTTP call, answer included (default 10 s). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** The clock the timestamp is written from and the token's life is read by. */
  now?: () => number;
}

type Outcome = { status: number; text: string; contentType: string; data: Buffer } | { error: EinvoiceFailure };

export const failure = (
  code: string,
  message: string,
  f: Partial<Pick<EinvoiceFailure, 'retryable' | 'outcomeUnknown' | 'duplicate'>> = {},
): EinvoiceFailure => ({
  ok: false,
  code,
  message,
  retryable: f.retryable ?? false,
  outcomeUnknown: f.outcomeUnknown ?? false,
  duplicate: f.duplicate ?? false,
});

const senid = () => Array.from(randomBytes(32), (b) => ALNUM[b % ALNUM.length]).join('');

export class NuonuoTransport {
  private readonly timeoutMs: number;
  private readonly fetch: typeof fetch;
  private readonly now: () => number;
  private token: { value: string; renewAt: number } | undefined;
  private pending: Promise<{ token: string } | EinvoiceFailure> | undefined;

  constructor(
    private readonly config: EinvoiceConfig,
    options: NuonuoTransportOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetch = options.fetch ?? fetch;
    this.now = options.now ?? Date.now;
  }

  /** One method call as the seller `userTax`: its `result`, or why not. */
  async call(method: string, body: unknown, userTax: string): Promise<{ ok: true; result: unknown } | EinvoiceFailure> {
    const text = JSON.stringify(body);
    let answer = await this.callOnce(method, text, userTax);
    if (!answer.ok && TOKEN_REFUSED.has(answer.code)) {
      this.token = undefined;
      answer = await this.callOnce(method, text, userTax);
    }
    return answer;
  }

  /** A file by its address (the platform's pdfUrl …): its bytes and type. */
  async get(url: string): Promise<{ ok: true; data: Buffer; contentType: string } | EinvoiceFailure> {
    const outcome = await this.request(url, { method: 'GET' });
    if ('error' in outcome) return outcome.error;
    if (outcome.status !== 200)
      return failure(`HTTP_${outcome.status}`, `发票文件下载失败（HTTP ${outcome.status}）`, {
        retryable: outcome.status >= 500 || outcome.status === 404,
      });
    return { ok: true, data: outcome.data, contentType: outcome.contentType };
  }

  private async callOnce(
    method: string,
    text: string,
    userTax: string,
  ): Promise<{ ok: true; result: unknown } | EinvoiceFailure> {
    const token = await this.accessToken();
    if ('code' in token) return token;
    const params = {
      appKey: this.config.appKey,
      senid: senid(),
      nonce: String(randomInt(10_000_000, 100_000_000)),
      timestamp: String(Math.floor(this.now() / 1000)),
    };
    const url = new URL(`${this.config.url}${SERVICES_PATH}`);
    url.search = new URLSearchParams({
      senid: params.senid,
      nonce: params.nonce,
      timestamp: params.timestamp,
      appkey: params.appKey,
    }).toString();
    const outcome = await this.request(url.toString(), {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json;charset=UTF-8',
        'X-Nuonuo-Sign': nuonuoSign(this.config.appSecret, params, text),
        accessToken: token.token,
        userTax,
        method,
      },
      body: text,
    });
    if ('error' in outcome) return outcome.error;
    const envelope = readEnvelope(outcome.text);
    if (!envelope)
      return outcome.status >= 500
        ? failure(`HTTP_${outcome.status}`, `开票平台暂时不可用（HTTP ${outcome.status}）`, {
            retryable: true,
            outcomeUnknown: true,
          })
        : failure('BAD_ANSWER', `开票平台的应答无法识别（HTTP ${outcome.status}）`, {
            retryable: true,
            outcomeUnknown: true,
          });
    if (envelope.code === 'E0000') return { ok: true, result: envelope.result };
    return failure(envelope.code, envelope.describe, {
      retryable: TRANSIENT.has(envelope.code),
      duplicate: envelope.code === 'E9106',
    });
  }

  /** The kept token, or one fetched (one fetch at a time per instance). */
  private async accessToken(): Promise<{ token: string } | EinvoiceFailure> {
    if (this.token && this.token.renewAt > this.now()) return { token: this.token.value };
    this.pending ??= this.fetchToken().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async fetchToken(): Promise<{ token: string } | EinvoiceFailure> {
    const outcome = await this.request(this.config.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      body: new URLSearchParams({
        client_id: this.config.appKey,
        client_secret: this.config.appSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    if ('error' in outcome) return { ...outcome.error, outcomeUnknown: false };
    let body: { access_token?: unknown; expires_in?: unknown; error?: unknown; error_description?: unknown } = {};
    try {
      body = JSON.parse(outcome.text) as typeof body;
    } catch {
      // not JSON: below
    }
    if (typeof body.access_token === 'string' && body.access_token !== '') {
      const seconds = typeof body.expires_in === 'number' ? body.expires_in : 86_400;
      this.token = {
        value: body.access_token,
        renewAt: this.now() + Math.max(seconds * 1000 - TOKEN_MARGIN_MS, seconds * 500),
      };
      return { token: body.access_token };
    }
    const code = typeof body.error === 'string' ? body.error : `HTTP_${outcome.status}`;
    const why = typeof body.error_description === 'string' ? body.error_description : `HTTP ${outcome.status}`;
    return failure(code, `获取 accessToken 失败：${why}`, {
      retryable: outcome.status >= 500 || code === 'request_limit',
    });
  }

  private async request(url: string, init: RequestInit): Promise<Outcome> {
    try {
      const response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const data = Buffer.from(await response.arrayBuffer());
      return {
        status: response.status,
        text: data.toString('utf8'),
        contentType: response.headers.get('content-type') ?? '',
        data,
      };
    } catch (error) {
      const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
      const refused = cause?.code === 'ECONNREFUSED' || cause?.code === 'ENOTFOUND';
      return {
        error: timeout
          ? failure('TIMEOUT', `开票平台 ${this.timeoutMs} ms 内未应答（是否已受理未知，请先按订单号查询）`, {
              retryable: true,
              outcomeUnknown: true,
            })
          : failure('NETWORK', `无法连接开票平台：${error instanceof Error ? error.message : String(error)}`, {
              retryable: true,
              outcomeUnknown: !refused,
            }),
      };
    }
  }
}

function readEnvelope(text: string): { code: string; describe: string; result: unknown } | undefined {
  try {
    const body = JSON.parse(text) as { code?: unknown; describe?: unknown; result?: unknown };
    if (typeof body.code !== 'string') return undefined;
    return { code: body.code, describe: typeof body.describe === 'string' ? body.describe : '', result: body.result };
  } catch {
    return undefined;
  }
}
