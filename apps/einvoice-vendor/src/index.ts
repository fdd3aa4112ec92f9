import { listenLocally } from '@pm/vendor-kit/listen';
import { buildEinvoiceVendorApp } from './einvoice-vendor-app';
import type { EinvoiceVendorOptions } from './options';
import type { EinvoiceVendorKnobs } from './vendor/knobs';

export { buildEinvoiceVendorApp } from './einvoice-vendor-app';
export {
  DEFAULT_SELLERS,
  DEFAULT_SINGLE_INVOICE_LIMIT,
  DEFAULT_TIMING,
  type EinvoiceVendorClock,
  type EinvoiceVendorOptions,
  type EinvoiceVendorTiming,
  type Seller,
  type SellerConfig,
} from './options';
export type { EinvoiceVendorKnobs } from './vendor/knobs';
export type { IssuePlan, IssuePlanRequest } from './vendor/issuer';
export type { CallbackPush, CallbackAttempt } from './vendor/callbacks';
export type { CallRecord } from './vendor/calls';
export type { InvoiceResult } from './vendor/views';
export { CALLBACK_ATTEMPTS } from './vendor/callbacks';
export { RETRIES_PER_DAY } from './vendor/issuer';
export { CODES } from './vendor/errors';
export { CONFIRM_HOURS, CONFIRM_STATE_TEXT } from './vendor/red-confirms';
export { STATUS_TEXT } from './vendor/invoices';
export { TOKEN_CALLS_PER_30_DAYS, TOKEN_SECONDS } from './vendor/tokens';
export { TIMESTAMP_WINDOW_MS } from './http/gateway';
export { SERVICES_PATH, TOKEN_PATH } from './http/services.routes';

export interface RunningEinvoiceVendor {
  /** Where the API, the files, the page and the knobs answer (stands for sdk.nuonuo.com and open.nuonuo.com). */
  url: string;
  port: number;
  /** The application (generated when not configured; never a real one): the product's configuration uses it. */
  appKey: string;
  appSecret: string;
  /** The registered sellers' tax ids, the first being the demo's default seller. */
  sellerTaxNums: string[];
  /** Test knobs and what the fake received (the same as the HTTP control API under /__test). */
  knobs: EinvoiceVendorKnobs;
  close(): Promise<void>;
}

/** Starts the fake e-invoice platform on its port (0 picks a free one), in the calling process. */
export async function startEinvoiceVendor(
  options: EinvoiceVendorOptions & { port: number; host?: string },
): Promise<RunningEinvoiceVendor> {
  const { app, vendor, knobs, resolved } = buildEinvoiceVendorApp(options);
  const { url, port } = await listenLocally(app, options);
  vendor.baseUrl = url;
  return {
    url,
    port,
    appKey: resolved.appKey,
    appSecret: resolved.appSecret,
    sellerTaxNums: resolved.sellers.map((s) => s.taxNum),
    knobs,
    close: () => app.close(),
  };
}
