import { startReceiver, type ReceiverAnswer } from '@pm/vendor-kit/testing';

export type { ReceiverAnswer };

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
  const r = await startReceiver<ReceivedEvent>({
    read: (a, index) => ({
      index,
      at: Date.now(),
      method: a.method,
      query: Object.fromEntries(a.url.searchParams),
      body: a.body,
      fields: xmlFields(a.body),
      answered: { status: 0, body: '' },
    }),
    base: (event) => ({ status: 200, body: event.method === 'GET' ? (event.query.echostr ?? '') : 'success' }),
    answered: (event, a) => (event.answered = { status: a.status, body: a.body }),
    contentType: 'text/plain',
    counted: (event) => event.method === 'POST',
    noun: (n) => `${n} 次推送`,
  });
  return { url: `http://127.0.0.1:${r.port}/wechat/events`, events: r.received, waitFor: r.waitFor, answerWith: r.answerWith, close: r.close };
}
