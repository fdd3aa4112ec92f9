import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SmsReport } from '../vendor/reporter';

export interface ReceivedPush {
  index: number;
  at: number;
  reports: SmsReport[];
  answered: { status: number; body: string };
}

export interface ReceiverAnswer {
  status?: number;
  body?: string;
  /** Answer after this long (a slow receiver). */
  delayMs?: number;
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
  const pushes: ReceivedPush[] = [];
  const waiters: (() => void)[] = [];
  let answer: (push: ReceivedPush) => ReceiverAnswer = () => ACCEPTED;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const push: ReceivedPush = {
        index: pushes.length,
        at: Date.now(),
        reports: JSON.parse(Buffer.concat(chunks).toString('utf8')) as SmsReport[],
        answered: { status: 0, body: '' },
      };
      const a = { ...ACCEPTED, ...answer(push) };
      push.answered = { status: a.status, body: a.body };
      pushes.push(push);
      for (const w of waiters.splice(0)) w();
      setTimeout(() => {
        res.writeHead(a.status, { 'Content-Type': 'application/json' });
        res.end(a.body);
      }, a.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/sms/report`,
    pushes,
    answerWith(next) {
      answer = next;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${timeoutMs} ms 内只收到 ${pushes.length} 次推送，等待 ${count} 次`)),
          timeoutMs,
        );
        const check = () => {
          if (pushes.length >= count) {
            clearTimeout(timer);
            resolve(pushes);
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
