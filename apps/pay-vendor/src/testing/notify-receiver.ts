import type { IncomingHttpHeaders } from 'node:http';
import { startReceiver, type ReceiverAnswer } from '@pm/vendor-kit/testing';
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

export type { ReceiverAnswer };

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
  const r = await startReceiver<ReceivedNotification>({
    read: (arrival, index) => {
      const { headers, body } = arrival;
      const verified = verifySigned(options.platform, { headers, body });
      let notification: NotificationBody | undefined;
      let resource: Record<string, unknown> | undefined;
      try {
        if (options.apiV3Key) ({ notification, resource } = decryptNotification(body, options.apiV3Key));
        else notification = JSON.parse(body) as NotificationBody;
      } catch {
        /* left undefined: the test sees it */
      }
      return { index, at: Date.now(), headers, body, verified, notification, resource, answered: { status: 0, delayMs: 0 } };
    },
    base: () => ({ status: 204, body: '' }),
    byDefault: (n) => (n.verified.ok ? { status: 204 } : { status: 401, body: '{"code":"FAIL","message":"验签失败"}' }),
    answered: (n, a) => (n.answered = { status: a.status, delayMs: a.delayMs }),
    contentType: 'application/json',
    noun: (n) => `${n} 个通知`,
  });
  return {
    url: `http://127.0.0.1:${r.port}${options.path ?? '/notify'}`,
    received: r.received,
    answerWith: r.answerWith,
    reset: r.reset,
    waitFor: r.waitFor,
    close: r.close,
  };
}
