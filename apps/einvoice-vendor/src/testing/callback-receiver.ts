import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedCallback {
  index: number;
  at: number;
  /** The query: senid, nonce, timestamp, appkey. */
  query: Record<string, string>;
  /** X-Nuonuo-Sign as received. */
  sign: string;
  body: string;
  /** The form's fields: operater, orderno or billId, content. */
  fields: Record<string, string>;
  /** `content` parsed (the result as JSON). */
  content: Record<string, unknown>;
  answered: { status: number; body: string };
}

export interface ReceiverAnswer {
  status?: number;
  body?: string;
  /** Answer after this long (a slow server). */
  delayMs?: number;
}

export interface CallbackReceiver {
  url: string;
  callbacks: ReceivedCallback[];
  /** Resolves once `count` callbacks have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedCallback[]>;
  /** How the next callbacks are answered; default 200 `{"status":"0000","message":"同步成功"}`. */
  answerWith(answer: (callback: ReceivedCallback) => ReceiverAnswer): void;
  close(): Promise<void>;
}

const ACCEPTED = JSON.stringify({ status: '0000', message: '同步成功' });

/** A local seller's server for callbacks: records each one and answers as told. */
export async function startCallbackReceiver(): Promise<CallbackReceiver> {
  const callbacks: ReceivedCallback[] = [];
  const waiters: (() => void)[] = [];
  let answer: (callback: ReceivedCallback) => ReceiverAnswer = () => ({});
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      const fields = Object.fromEntries(new URLSearchParams(body));
      let content: Record<string, unknown> = {};
      try {
        content = JSON.parse(fields.content ?? '{}') as Record<string, unknown>;
      } catch {
        // recorded as it came
      }
      const sign = req.headers['x-nuonuo-sign'];
      const callback: ReceivedCallback = {
        index: callbacks.length,
        at: Date.now(),
        query: Object.fromEntries(url.searchParams),
        sign: Array.isArray(sign) ? sign.join(',') : (sign ?? ''),
        body,
        fields,
        content,
        answered: { status: 0, body: '' },
      };
      const a = { status: 200, body: ACCEPTED, ...answer(callback) };
      callback.answered = { status: a.status, body: a.body };
      callbacks.push(callback);
      for (const w of waiters.splice(0)) w();
      setTimeout(() => {
        res.writeHead(a.status, { 'Content-Type': 'application/json;charset=UTF-8' });
        res.end(a.body);
      }, a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/einvoice/callback`,
    callbacks,
    answerWith(next) {
      answer = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${timeoutMs} ms 内只收到 ${callbacks.length} 次回调，等待 ${count} 次`)),
          timeoutMs,
        );
        const check = () => {
          if (callbacks.length >= count) {
            clearTimeout(timer);
            resolve(callbacks);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
