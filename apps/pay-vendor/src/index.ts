import { listenLocally } from '@pm/vendor-kit/listen';
import { buildPayVendorApp } from './pay-vendor-app';
import type { DemoMerchant, PayVendorOptions } from './options';
import type { PayerActions, PayVendorKnobs } from './vendor/knobs';

export { buildPayVendorApp } from './pay-vendor-app';
export { generateMerchant, generatePlatformKey, DEFAULT_TIMING } from './options';
export type {
  DemoMerchant,
  MerchantConfig,
  PayVendorClock,
  PayVendorOptions,
  PayVendorTiming,
  PlatformKey,
} from './options';
export type { ExtraBillLine, PayerActions, PayerLink, PayVendorKnobs } from './vendor/knobs';
export type { DeliveryAttempt, NotificationPlan, NotificationRecord, PlanRequest } from './vendor/notifier';
export { RETRY_DELAYS_SECONDS } from './vendor/notifier';
export { PayerError } from './vendor/orders';

export interface RunningPayVendor {
  url: string;
  port: number;
  /** The platform's public key and its id (`Wechatpay-Serial`): the product verifies answers and notifications with it. */
  platform: { keyId: string; publicKeyPem: string };
  /** The merchant generated when none was configured, with its private key for the product's configuration. */
  demoMerchant: DemoMerchant | undefined;
  /** Test knobs (the same as the HTTP control API under /__knobs). */
  knobs: PayVendorKnobs;
  /** The payer page's actions: pay, cancel, expire, fail. */
  payer: PayerActions;
  close(): Promise<void>;
}

/** Starts the fake WeChat Pay on its port (0 picks a free one), in the calling process. */
export async function startPayVendor(
  options: PayVendorOptions & { port: number; host?: string },
): Promise<RunningPayVendor> {
  const { app, knobs, payer, resolved } = await buildPayVendorApp(options);
  const { url, port } = await listenLocally(app, options);
  return {
    url,
    port,
    platform: { keyId: resolved.platform.keyId, publicKeyPem: resolved.platform.publicKeyPem },
    demoMerchant: resolved.demoMerchant,
    knobs,
    payer,
    close: () => app.close(),
  };
}
