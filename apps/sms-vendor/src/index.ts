import { listenLocally } from '@pm/vendor-kit/listen';
import { buildSmsVendorApp } from './sms-vendor-app';
import type { SmsVendorOptions } from './options';
import type { SmsVendorKnobs } from './vendor/knobs';

export { buildSmsVendorApp } from './sms-vendor-app';
export { DEFAULT_SIGNS, DEFAULT_TEMPLATES, DEFAULT_TIMING } from './options';
export type {
  AccessKey,
  SignConfig,
  SmsQuota,
  SmsVendorClock,
  SmsVendorOptions,
  SmsVendorTiming,
  TemplateConfig,
  TemplateType,
} from './options';
export type { SmsVendorKnobs } from './vendor/knobs';
export type { MessageView } from './vendor/views';
export type { ReportPlan, ReportPlanRequest, ReportPush, SmsReport } from './vendor/reporter';
export { REPORT_RETRY_SECONDS } from './vendor/reporter';
export { FLOW_LIMITS } from './vendor/flow-control';
export { API_VERSION } from './http/api.routes';

export interface RunningSmsVendor {
  url: string;
  port: number;
  /** The first configured AccessKey (generated when none was given): the product's configuration uses it. */
  accessKeyId: string;
  accessKeySecret: string;
  /** Test knobs and what the fake received (the same as the HTTP control API under /__test). */
  knobs: SmsVendorKnobs;
  close(): Promise<void>;
}

/** Starts the fake Aliyun SMS gateway on its port (0 picks a free one), in the calling process. */
export async function startSmsVendor(
  options: SmsVendorOptions & { port: number; host?: string },
): Promise<RunningSmsVendor> {
  const { app, knobs, resolved } = buildSmsVendorApp(options);
  const { url, port } = await listenLocally(app, options);
  const key = resolved.accessKeys[0];
  if (!key) throw new Error('no AccessKey');
  return {
    url,
    port,
    accessKeyId: key.id,
    accessKeySecret: key.secret,
    knobs,
    close: () => app.close(),
  };
}
