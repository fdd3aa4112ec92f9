// How the soak's staff reach the instances: each request goes to the next instance in turn (client-side round
// robin). A connection refused means the request never left (the instance is down between a stop and its start), so
// it goes to the other instance, as a load balancer does with a refused upstream. Every request that reached an
// instance is recorded with its times, so a failure can be matched against the restarts afterwards.

export interface Sent {
  instance: number;
  label: string;
  /** performance.now() ms. */
  start: number;
  end: number;
  /** The HTTP status, or null when the connection was lost after the request was sent. */
  status: number | null;
  error?: string;
  msg?: string;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  errorCode?: string;
  data?: T;
}

export type Answer<T> = { status: number; body: Envelope<T>; instance: number } | { status: null; error: string; instance: number };

export interface CallOptions {
  token?: string;
  json?: unknown;
  /** A raw body (multipart) with its content type in `headers`. */
  body?: Buffer;
  headers?: Record<string, string>;
  timeoutMs?: number;
}

const refusedCode = (error: unknown): boolean => {
  const cause = (error as { cause?: { code?: string; errors?: { code?: string }[] } }).cause;
  return cause?.code === 'ECONNREFUSED' || Boolean(cause?.errors?.some((e) => e.code === 'ECONNREFUSED'));
};

export class SoakClient {
  readonly sent: Sent[] = [];
  /** Requests that found an instance down and went to another one. */
  refused = 0;
  private turn = 0;

  constructor(private readonly ports: number[]) {}

  async call<T>(label: string, method: string, path: string, options: CallOptions = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.json !== undefined) headers['content-type'] = 'application/json';
    const body = options.json !== undefined ? JSON.stringify(options.json) : options.body ? new Uint8Array(options.body) : undefined;
    const give = Date.now() + 120_000;
    for (let attempt = 0; ; attempt++) {
      const instance = this.turn++ % this.ports.length;
      const start = performance.now();
      try {
        const res = await fetch(`http://127.0.0.1:${this.ports[instance]}${path}`, { method, headers, body, signal: AbortSignal.timeout(options.timeoutMs ?? 120_000) });
        const text = await res.text();
        let parsed: Envelope<T>;
        try {
          parsed = JSON.parse(text) as Envelope<T>;
        } catch {
          parsed = { code: res.status, msg: text.slice(0, 200) };
        }
        this.sent.push({ instance, label, start, end: performance.now(), status: res.status, ...(res.status >= 400 ? { msg: `${parsed.errorCode ?? ''} ${parsed.msg}`.trim() } : {}) });
        return { status: res.status, body: parsed, instance };
      } catch (error) {
        if (refusedCode(error)) {
          this.refused += 1;
          // every instance refused: both down for a moment; wait for one to come back
          if ((attempt + 1) % this.ports.length === 0) {
            if (Date.now() > give) throw new Error(`soak: no instance accepted ${method} ${path} for 120 s`);
            await new Promise((resolve) => setTimeout(resolve, 250));
          }
          continue;
        }
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        const text = `${(error as Error).name}: ${cause?.code ?? cause?.message ?? (error as Error).message}`;
        this.sent.push({ instance, label, start, end: performance.now(), status: null, error: text });
        return { status: null, error: text, instance };
      }
    }
  }
}
