import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// The local server a fake vendor's tests (and the product's) stand up to receive what the vendor sends: a payment
// notification, a delivery report, an event, an invoice callback. It records each request as the vendor's kit reads
// it, answers as the test tells it (a status, a body, a delay), and lets a test wait for a number of them.

/** One request as it arrived. */
export interface Arrival {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface ReceiverAnswer {
  status?: number;
  body?: string;
  /** Answer after this long (a slow server). */
  delayMs?: number;
}

export type Answered = Required<ReceiverAnswer>;

export interface ReceiverOptions<T> {
  /** The request as the receiver keeps it; `index` is its place in arrival order. */
  read(arrival: Arrival, index: number): T;
  /** What an answer leaves out: the vendor's usual success. */
  base(received: T): { status: number; body: string };
  /** How requests are answered until a test says otherwise (and after `reset`). */
  byDefault?: (received: T) => ReceiverAnswer;
  /** Keeps the answer on the record, in the kit's own shape. */
  answered(received: T, answer: Answered): void;
  contentType: string;
  /** Which requests `waitFor` counts (default all). */
  counted?: (received: T) => boolean;
  /** `3 次推送` / `3 个通知`: the count's words in a timeout's message. */
  noun: (count: number) => string;
}

export interface Receiver<T> {
  port: number;
  received: T[];
  // Function properties, not methods: a kit hands them on by themselves.
  waitFor: (count: number, timeoutMs?: number) => Promise<T[]>;
  answerWith: (answer: (received: T) => ReceiverAnswer) => void;
  /** Forgets what arrived and answers as by default again (between tests). */
  reset: () => void;
  close: () => Promise<void>;
}

export async function startReceiver<T>(options: ReceiverOptions<T>): Promise<Receiver<T>> {
  const received: T[] = [];
  const waiters: (() => void)[] = [];
  const byDefault = options.byDefault ?? (() => ({}));
  let answer = byDefault;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const arrival = { method: req.method ?? '', url: new URL(req.url ?? '/', 'http://x'), headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      const r = options.read(arrival, received.length);
      const a: Answered = { delayMs: 0, ...options.base(r), ...answer(r) };
      options.answered(r, a);
      received.push(r);
      for (const w of waiters.splice(0)) w();
      setTimeout(() => {
        res.writeHead(a.status, { 'Content-Type': options.contentType });
        res.end(a.body);
      }, a.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const counted = options.counted;
  return {
    port: (server.address() as AddressInfo).port,
    received,
    answerWith: (next) => {
      answer = next;
    },
    reset: () => {
      received.length = 0;
      answer = byDefault;
    },
    waitFor: (count, timeoutMs = 10_000) => {
      return new Promise((resolve, reject) => {
        // All counted: the record itself, which keeps growing as more arrive.
        const got = () => (counted ? received.filter(counted) : received);
        const timer = setTimeout(() => reject(new Error(`${timeoutMs} ms 内只收到 ${options.noun(got().length)}，等待 ${options.noun(count)}`)), timeoutMs);
        const check = () => {
          const now = got();
          if (now.length >= count) {
            clearTimeout(timer);
            resolve(now);
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
