import { startWechatVendor, type RunningWechatVendor, type WechatVendorOptions } from '../../src/index';

/** Timings compressed for tests: finishes after 20 ms, a push unanswered for 300 ms has failed. */
export const TEST_TIMING = { finishDelayMs: 20, pushTimeoutMs: 300, retryDelayMs: 0 };

export interface Answer {
  status: number;
  text: string;
  body: Record<string, unknown>;
}

export interface TestVendor {
  vendor: RunningWechatVendor;
  get(path: string, query?: Record<string, string>): Promise<Answer>;
  post(path: string, body: unknown, query?: Record<string, string>): Promise<Answer>;
  /** A fresh access_token through /cgi-bin/token. */
  token(): Promise<string>;
  /** POST /cgi-bin/message/template/send with a token. */
  send(body: unknown, token?: string): Promise<Answer>;
  close(): Promise<void>;
}

export async function startTestVendor(options: WechatVendorOptions = {}): Promise<TestVendor> {
  const vendor = await startWechatVendor({ port: 0, logLevel: 'silent', timing: TEST_TIMING, ...options });
  const call = async (
    method: string,
    path: string,
    query: Record<string, string> = {},
    body?: unknown,
  ): Promise<Answer> => {
    const url = new URL(path, vendor.url);
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // an HTML page or a redirect
    }
    return { status: res.status, text, body: parsed };
  };
  const t: TestVendor = {
    vendor,
    get: (path, query) => call('GET', path, query),
    post: (path, body, query) => call('POST', path, query, body),
    async token() {
      const answer = await t.get('/cgi-bin/token', {
        grant_type: 'client_credential',
        appid: vendor.appId,
        secret: vendor.appSecret,
      });
      return String(answer.body.access_token);
    },
    async send(body, token) {
      return t.post('/cgi-bin/message/template/send', body, { access_token: token ?? (await t.token()) });
    },
    close: () => vendor.close(),
  };
  return t;
}

/** The default following user and the one who does not follow (DEFAULT_USERS). */
export const FOLLOWER = 'o6_bmjrPTlm6_2sgVt7hMZOPfL2M';
export const NOT_FOLLOWING = 'oQm2kVb6x9-3dMpL0T4rHsZeWq1A';
