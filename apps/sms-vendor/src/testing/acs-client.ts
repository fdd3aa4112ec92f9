import { randomUUID } from 'node:crypto';
import { acs3Signature, acsDate, ACS3_ALGORITHM, canonicalQuery, sha256Hex } from '../protocol/acs3';

export interface AcsCredentials {
  accessKeyId: string;
  accessKeySecret: string;
}

export interface AcsCallOptions {
  /** POST (default) or GET. */
  method?: 'GET' | 'POST';
  /** Send the parameters as a form body instead of the query string. */
  form?: boolean;
  /** Override the signing inputs, to make bad requests on purpose. */
  nonce?: string;
  date?: number;
  version?: string;
  secret?: string;
  accessKeyId?: string;
  /** Sign these parameters but send `sendParams` (a tampered request). */
  sendParams?: Record<string, string>;
  /** Change the headers after signing. */
  alterHeaders?: (headers: Record<string, string>) => void;
}

export interface AcsAnswer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

/** A client of the fake (and of Aliyun) for tests: signs calls with ACS3-HMAC-SHA256 as the SDKs do. */
export class AcsClient {
  constructor(
    private readonly endpoint: string,
    private readonly credentials: AcsCredentials,
  ) {}

  async call(action: string, params: Record<string, string>, options: AcsCallOptions = {}): Promise<AcsAnswer> {
    const method = options.method ?? 'POST';
    const url = new URL(this.endpoint);
    const pairs = Object.entries(params);
    const body = options.form ? canonicalQuery(pairs) : '';
    const query = options.form ? [] : pairs;
    const headers: Record<string, string> = {
      host: url.host,
      'x-acs-action': action,
      'x-acs-version': options.version ?? '2017-05-25',
      'x-acs-date': acsDate(options.date ?? Date.now()),
      'x-acs-signature-nonce': options.nonce ?? randomUUID(),
      'x-acs-content-sha256': sha256Hex(body),
      ...(options.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    };
    const signature = acs3Signature(options.secret ?? this.credentials.accessKeySecret, {
      method,
      path: '/',
      query,
      headers,
      payloadHash: headers['x-acs-content-sha256'] ?? '',
    });
    const signedNames = Object.keys(headers).sort().join(';');
    const sent: Record<string, string> = {
      ...headers,
      authorization: `${ACS3_ALGORITHM} Credential=${options.accessKeyId ?? this.credentials.accessKeyId},SignedHeaders=${signedNames},Signature=${signature}`,
    };
    delete sent.host;
    options.alterHeaders?.(sent);
    const sentQuery = options.form ? '' : canonicalQuery(Object.entries(options.sendParams ?? params));
    const started = performance.now();
    const response = await fetch(`${url.origin}/${sentQuery ? `?${sentQuery}` : ''}`, {
      method,
      headers: sent,
      body: method === 'POST' ? body : undefined,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: JSON.parse(text) as Record<string, unknown>,
      ms: performance.now() - started,
    };
  }

  sendSms(params: {
    PhoneNumbers: string;
    SignName: string;
    TemplateCode: string;
    TemplateParam?: string;
    OutId?: string;
  }): Promise<AcsAnswer> {
    return this.call('SendSms', params);
  }
}
