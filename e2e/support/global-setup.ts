import type { TestProject } from 'vitest/node';
import { startProduct } from './product';
import { E2E_WORKERS } from './workers';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product per worker (workers.ts): a file uses the one of its worker. */
    baseUrls: string[];
    providerUrls: string[];
    /** Each product's fake WeChat Pay, in the order of baseUrls. */
    paymentVendorUrls: string[];
    /** Each product's fake Aliyun SMS gateway, in the order of baseUrls. */
    smsVendorUrls: string[];
    /** Each product's JOB_CLOCK_FILE, in the order of baseUrls (job-clock.ts). */
    jobClockFiles: string[];
  }
}

/**
 * One product per worker for the run. E2E_BASE_URL (and E2E_PROVIDER_URL, E2E_PAYMENT_VENDOR_URL,
 * E2E_SMS_VENDOR_URL, E2E_JOB_CLOCK_FILE: the JOB_CLOCK_FILE it was started with) point the tests at a product already
 * running instead, to iterate on one file without waiting for a start and a seed.
 */
export default async function setup(project: TestProject) {
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide('baseUrls', [running]);
    project.provide('providerUrls', [process.env.E2E_PROVIDER_URL ?? '']);
    project.provide('paymentVendorUrls', [process.env.E2E_PAYMENT_VENDOR_URL ?? '']);
    project.provide('smsVendorUrls', [process.env.E2E_SMS_VENDOR_URL ?? '']);
    project.provide('jobClockFiles', [process.env.E2E_JOB_CLOCK_FILE ?? '']);
    return;
  }
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startProduct()));
  const products = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await Promise.all(products.map((p) => p.stop()));
    throw failed.reason;
  }
  project.provide('baseUrls', products.map((p) => p.url));
  project.provide('providerUrls', products.map((p) => p.providerUrl));
  project.provide('paymentVendorUrls', products.map((p) => p.paymentVendorUrl));
  project.provide('smsVendorUrls', products.map((p) => p.smsVendorUrl));
  project.provide('jobClockFiles', products.map((p) => p.jobClockFile));
  return async () => {
    await Promise.all(products.map((p) => p.stop()));
  };
}
