import { startReceiver, type ReceiverAnswer } from '@pm/vendor-kit/testing';
import type { SmsReport } from '../vendor/reporter';

export type { ReceiverAnswer };

export interface ReceivedPush {
  index: number;
  at: number;
  reports: SmsReport[];
  answered: { status: number; body: string };
}

export interface ReportReceiver {
  url: string;
  pushes: ReceivedPush[];
  /** Resolves once `count` pushes have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedPush[]>;
  /** How the next pushes are answered; default 200 `{"code":0,"msg":"接收成功"}`. */
  answerWith(answer: (push: ReceivedPush) => ReceiverAnswer): void;
  close(): Promise<void>;
}

const ACCEPTED = { status: 200, body: '{"code":0,"msg":"接收成功"}' };

/** A local SmsReport endpoint: records each push and answers as told. */
export async function startReportReceiver(): Promise<ReportReceiver> {
  const r = await startReceiver<ReceivedPush>({
    read: (a, index) => ({ index, at: Date.now(), reports: JSON.parse(a.body) as SmsReport[], answered: { status: 0, body: '' } }),
    base: () => ACCEPTED,
    answered: (push, a) => (push.answered = { status: a.status, body: a.body }),
    contentType: 'application/json',
    noun: (n) => `${n} 次推送`,
  });
  return { url: `http://127.0.0.1:${r.port}/sms/report`, pushes: r.received, waitFor: r.waitFor, answerWith: r.answerWith, close: r.close };
}
