import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  decryptNotification,
  type NotificationBody,
  type PlatformVerifier,
  type VerifyResult,
  verifySigned,
} from './signing';

export interface ReceivedNotification {
  /** Arrival order, from 0. */
  index: number;
  at: number;
  headers: IncomingHttpHeaders;
  body: string;
  verified: VerifyResult;
  notification: NotificationBody | undefined;
  /** The decrypted resource when the APIv3 key was given and the body decrypts. */
  resource: Record<string, unknown> | undefined;
  answered: { status: number; delayMs: number };
}

export interface ReceiverAnswer {
  status?: number;
  /** Answer after this long (a slow merchant). */
  delayMs?: number;
  body?: string;
}

export interface NotifyReceiver {
  url: string;
  received: ReceivedNotification[];
  /** Resolves once `count` notifications have arrived (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedNotification[]>;
  /** How the next notifications are answered; default 204 at once, a failed verification 401. */
  answerWith(answer: (n: ReceivedNotification) => ReceiverAnswer): void;
  /** Forgets what arrived and answers as by default again (between tests). */
  reset(): void;
  close(): Promise<void>;
}

/** A local merchant endpoint for notifications: records, verifies and decrypts what arrives. */
export async function startNotifyReceiver(options: {
  platform: PlatformVerifier;
  apiV3Key?: string;
  path?: string;
}): Promise<NotifyReceiver> {
  const received: ReceivedNotification[] = [];
  const waiters: (() => void)[] = [];
  const byDefault = (n: ReceivedNotification): ReceiverAnswer =>
    n.verified.ok ? { status: 204 } : { status: 401, body: '{"code":"FAIL","message":"验签失败"}' };
  let answer = byDefault;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = verifySigned(options.platform, { headers: req.headers, body });
      let notification: NotificationBody | undefined;
      let resource: Record<string, unknown> | undefined;
      try {
        if (options.apiV3Key) ({ notification, resource } = decryptNotification(body, options.apiV3Key));
        else notification = JSON.parse(body) as NotificationBody;
      } catch {
        /* left undefined: the test sees it */
      }
      const n: ReceivedNotification = {
        index: received.length,
        at: Date.now(),
        headers: req.headers,
        body,
        verified,
        notification,
        resource,
        answered: { status: 0, delayMs: 0 },
      };
      const a = answer(n);
      n.answered = { status: a.status ?? 204, delayMs: a.delayMs ?? 0 };
      received.push(n);
      for (const w of waiters.splice(0)) w();
      setTimeout(() => {
        res.writeHead(n.answered.status, { 'Content-Type': 'application/json' });
        res.end(a.body ?? '');
      }, n.answered.delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}${options.path ?? '/notify'}`,
    received,
    answerWith(next) {
      answer = next;
    },
    reset() {
      received.length = 0;
      answer = byDefault;
    },
    waitFor(count, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`${timeoutMs} ms 内只收到 ${received.length} 个通知，等待 ${count} 个`)),
          timeoutMs,
        );
        const check = () => {
          if (received.length >= count) {
            clearTimeout(timer);
            resolve(received);
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
