import { startReceiver, type ReceiverAnswer } from '@pm/vendor-kit/testing';

export type { ReceiverAnswer };

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
  const r = await startReceiver<ReceivedCallback>({
    read: (a, index) => {
      const fields = Object.fromEntries(new URLSearchParams(a.body));
      let content: Record<string, unknown> = {};
      try {
        content = JSON.parse(fields.content ?? '{}') as Record<string, unknown>;
      } catch {
        // recorded as it came
      }
      const sign = a.headers['x-nuonuo-sign'];
      return {
        index,
        at: Date.now(),
        query: Object.fromEntries(a.url.searchParams),
        sign: Array.isArray(sign) ? sign.join(',') : (sign ?? ''),
        body: a.body,
        fields,
        content,
        answered: { status: 0, body: '' },
      };
    },
    base: () => ({ status: 200, body: ACCEPTED }),
    answered: (callback, a) => (callback.answered = { status: a.status, body: a.body }),
    contentType: 'application/json;charset=UTF-8',
    noun: (n) => `${n} 次回调`,
  });
  return { url: `http://127.0.0.1:${r.port}/einvoice/callback`, callbacks: r.received, waitFor: r.waitFor, answerWith: r.answerWith, close: r.close };
}
