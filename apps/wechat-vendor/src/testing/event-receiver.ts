import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedEvent {
  index: number;
  at: number;
  method: string;
  /** The query: signature, timestamp, nonce, openid (POST) or echostr (GET). */
  query: Record<string, string>;
  body: string;
  /** The flat XML's fields (`Event`, `MsgID`, `Status`, `FromUserName` …). */
  fields: Record<string, string>;
  answered: { status: number; body: string };
}

export interface ReceiverAnswer {
  status?: number;
  body?: string;
  /** Answer after this long (a slow server). */
  delayMs?: number;
}

export interface EventReceiver {
  url: string;
  events: ReceivedEvent[];
  /** Resolves once `count` POSTs have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /** How the next requests are answered; default 200 `success` (a GET check: echostr). */
  answerWith(answer: (event: ReceivedEvent) => ReceiverAnswer): void;
  close(): Promise<void>;
}

/** The flat fields of WeChat's XML (CDATA or bare text). */
export function xmlFields(xml: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const m of xml.matchAll(/<(\w+)>(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))<\/\1>/g))
    if (m[1] !== 'xml') fields[m[1] ?? ''] = m[2] ?? m[3] ?? '';
  return fields;
}

/** A local developer's server for events: records each request and answers as told. */
export async function startEventReceiver(): Promise<EventReceiver> {
  const events: ReceivedEvent[] = [];
  const waiters: (() => void)[] = [];
  let answer: (event: ReceivedEvent) => ReceiverAnswer = () => ({});
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x');
      const body = Buffer.concat(chunks).toString('utf8');
      const event: ReceivedEvent = {
        index: events.length,
        at: Date.now(),
        method: req.method ?? '',
        query: Object.fromEntries(url.searchParams),
        body,
        fields: xmlFields(body),
        answered: { status: 0, body: '' },
      };
      const a = { status: 200, body: req.method === 'GET' ? (event.query.echostr ?? '') : 'success', ...answer(event) };
      event.answered = { status: a.status, body: a.body };
      events.push(event);
      for (const w of waiters.splice(0)) w();
      setTimeout(() => {
        res.writeHead(a.status, { 'Content-Type': 'text/plain' });
        res.end(a.body);
      }, a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/wechat/events`,
    events,
    answerWith(next) {
      answer = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const posts = () => events.filter((e) => e.method === 'POST');
        const timer = setTimeout(
          () => reject(new Error(`${timeoutMs} ms 内只收到 ${posts().length} 次推送，等待 ${count} 次`)),
          timeoutMs,
        );
        const check = () => {
          const got = posts();
          if (got.length >= count) {
            clearTimeout(timer);
            resolve(got);
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
