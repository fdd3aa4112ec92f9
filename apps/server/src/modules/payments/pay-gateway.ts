import type { Server } from 'node:net';
import { WechatpayClient } from './wechatpay-client';
import type { WechatpayConfig } from './wechatpay-config';

/**
 * The merchant this instance collects for: the signed client, the keys notifications are checked with, and the
 * notify_url given with every order (WECHATPAY_NOTIFY_URL, else this server's own address once it listens).
 */
export class PayGateway {
  readonly client: WechatpayClient;

  constructor(
    readonly config: WechatpayConfig,
    private readonly notifyUrlOf: () => string,
  ) {
    this.client = new WechatpayClient(config, { timeoutMs: 10_000 });
  }

  get notifyUrl(): string {
    return this.notifyUrlOf();
  }
}

/** `http://127.0.0.1:<port>/api/pay/wechat/notify` of a listening server (the bundled fake reaches it there). */
export function localNotifyUrl(address: ReturnType<Server['address']>, fallbackPort: number): string {
  const port = typeof address === 'object' && address ? address.port : fallbackPort;
  return `http://127.0.0.1:${port}/api/pay/wechat/notify`;
}
