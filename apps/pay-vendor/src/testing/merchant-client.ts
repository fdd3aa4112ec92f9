import {
  type MerchantCredentials,
  type PlatformVerifier,
  signRequest,
  type VerifyResult,
  verifySigned,
} from './signing';

export interface SignedResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The raw body text (what the signature covers). */
  text: string;
  /** The body parsed as JSON; undefined when empty or not JSON. */
  json: T;
  verified: VerifyResult;
}

/** A minimal v3 client for tests: signs each request as the merchant and verifies each answer. */
export class MerchantClient {
  constructor(
    readonly baseUrl: string,
    readonly merchant: MerchantCredentials,
    readonly platform: PlatformVerifier,
  ) {}

  get<T = Record<string, unknown>>(url: string): Promise<SignedResponse<T>> {
    return this.request<T>('GET', url);
  }

  post<T = Record<string, unknown>>(url: string, body: unknown): Promise<SignedResponse<T>> {
    return this.request<T>('POST', url, JSON.stringify(body));
  }

  /** `url` is the path with its query (or an absolute URL on this vendor); the body is sent exactly as given. */
  async request<T>(
    method: string,
    url: string,
    body?: string,
    headers: Record<string, string> = {},
  ): Promise<SignedResponse<T>> {
    const { path, full } = this.split(url);
    const response = await fetch(full, {
      method,
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        Authorization: signRequest(this.merchant, { method, url: path, body: body ?? '' }),
        ...headers,
      },
      body,
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = text === '' ? undefined : JSON.parse(text);
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      text,
      json: json as T,
      verified: verifySigned(this.platform, { headers: response.headers, body: text }),
    };
  }

  /** The bill file behind a download_url (signed GET; the answer is not signed, check its SHA1). */
  async download(downloadUrl: string): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
    const { path, full } = this.split(downloadUrl);
    const response = await fetch(full, {
      headers: { Authorization: signRequest(this.merchant, { method: 'GET', url: path }) },
    });
    return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()), headers: response.headers };
  }

  private split(url: string): { path: string; full: string } {
    const absolute = new URL(url, this.baseUrl);
    return { path: `${absolute.pathname}${absolute.search}`, full: absolute.toString() };
  }
}
