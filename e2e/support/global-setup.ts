import type { TestProject } from 'vitest/node';
import { startProduct } from './product';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    providerUrl: string;
  }
}

/**
 * One product for the run. E2E_BASE_URL (and E2E_PROVIDER_URL) point the tests at a product already
 * running instead, to iterate on one file without waiting for a start and a seed each time.
 */
export default async function setup(project: TestProject) {
  const running = process.env.E2E_BASE_URL;
  if (running) {
    project.provide('baseUrl', running);
    project.provide('providerUrl', process.env.E2E_PROVIDER_URL ?? '');
    return;
  }
  const product = await startProduct();
  project.provide('baseUrl', product.url);
  project.provide('providerUrl', product.providerUrl);
  return () => product.stop();
}
