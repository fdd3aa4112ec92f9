import { nonce, senid as newSenid } from '../protocol/ids';
import { nuonuoSign } from '../protocol/signature';

export interface ServicesAnswer {
  status: number;
  text: string;
  /** The envelope `{code, describe, result}` (empty when the answer is not JSON). */
  body: { code?: string; describe?: string; result?: unknown };
}

export interface CallOptions {
  userTax?: string;
  /** Override what is sent, to test the gateway's refusals. */
  senid?: string;
  timestamp?: string;
  appKey?: string;
  sign?: string;
  token?: string | null;
  /** The exact body text (else JSON.stringify of the body). */
  rawBody?: string;
}

/** Signs calls as a Nuonuo SDK does (notes §5): for the fake's own tests and the product's. */
export class ServicesClient {
  private accessToken: string | undefined;

  constructor(
    private readonly url: string,
    private readonly app: { appKey: string; appSecret: string },
    private readonly userTax?: string,
  ) {}

  async token(): Promise<string> {
    const res = await fetch(`${this.url}/accessToken`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.app.appKey,
        client_secret: this.app.appSecret,
        grant_type: 'client_credentials',
      }).toString(),
    });
    let body: { access_token?: string } = {};
    try {
      body = JSON.parse(await res.text()) as { access_token?: string };
    } catch {
      // an outage page: no token
    }
    this.accessToken = body.access_token;
    return body.access_token ?? '';
  }

  /** One call; a token the fake no longer knows (a reset, the expiry knob) is fetched again once, unless one is given. */
  async call(method: string, body: unknown, o: CallOptions = {}): Promise<ServicesAnswer> {
    const answer = await this.callOnce(method, body, o);
    if (answer.body.code !== '070303' || o.token !== undefined) return answer;
    await this.token();
    return this.callOnce(method, body, o);
  }

  private async callOnce(method: string, body: unknown, o: CallOptions): Promise<ServicesAnswer> {
    const token = o.token === null ? undefined : (o.token ?? this.accessToken ?? (await this.token()));
    const text = o.rawBody ?? JSON.stringify(body);
    const params = {
      appKey: o.appKey ?? this.app.appKey,
      senid: o.senid ?? newSenid(),
      nonce: nonce(),
      timestamp: o.timestamp ?? String(Math.floor(Date.now() / 1000)),
    };
    const url = new URL(`${this.url}/open/v1/services`);
    for (const [k, v] of Object.entries({
      senid: params.senid,
      nonce: params.nonce,
      timestamp: params.timestamp,
      appkey: params.appKey,
    }))
      url.searchParams.set(k, v);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json;charset=UTF-8',
      'X-Nuonuo-Sign': o.sign ?? nuonuoSign(this.app.appSecret, params, text),
      method,
    };
    if (token) headers.accessToken = token;
    const userTax = o.userTax ?? this.userTax;
    if (userTax) headers.userTax = userTax;
    const res = await fetch(url, { method: 'POST', headers, body: text });
    const answer = await res.text();
    let parsed: ServicesAnswer['body'] = {};
    try {
      parsed = JSON.parse(answer) as ServicesAnswer['body'];
    } catch {
      // an outage page
    }
    return { status: res.status, text: answer, body: parsed };
  }
}
